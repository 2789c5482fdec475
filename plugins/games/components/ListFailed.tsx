import { Component, Suspense, type ReactNode } from 'react';
import { Spinner, useTranslation } from '@core/index';
import { PageHeading } from './PageHeading';
import styles from './GameList.module.css';

/** The list's failure message (the first page could not be read); its call has logged its code already. */
export function ListFailedMessage() {
  const { t } = useTranslation('games');
  return (
    <div className={styles.state} role="alert">
      <p>{t('list.failed')}</p>
    </div>
  );
}

/**
 * Catches the failed first read of a list (`usePagedGames` rethrows it while rendering) and shows `fallback` in its
 * place, so the rest of the page (heading, chips) stays. A new list (`key` of the caller) starts over.
 */
export class ListFailed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A list page's first read, bounded: its heading with a spinner while it loads, with the failure message if it
 * fails (the rest of the page stays either way).
 */
export function ListBoundary({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <ListFailed
      fallback={
        <>
          <PageHeading title={heading} total={null} />
          <ListFailedMessage />
        </>
      }
    >
      <Suspense
        fallback={
          <>
            <PageHeading title={heading} total={null} />
            <Spinner label="games" />
          </>
        }
      >
        {children}
      </Suspense>
    </ListFailed>
  );
}
