import { useTranslation } from '@core/index';
import type { AdventureState } from './use-adventure';
import { AdventureCalendar } from './AdventureCalendar';
import { CalendarSkeleton } from './CalendarSkeleton';
import styles from './CalendarState.module.css';

/** The calendar by load state: skeleton, the carousel, or a short message (none for this player, or failed). */
export function CalendarState({ state, heading, reload }: { state: AdventureState; heading?: 'h2' | 'h3'; reload: () => void }) {
  const { t } = useTranslation('adventures');
  if (state.status === 'loading') return <CalendarSkeleton />;
  if (state.status === 'ready') return <AdventureCalendar calendar={state.calendar} heading={heading} />;
  return (
    <div className={styles.message} data-testid={state.status === 'failed' ? 'adventure-failed' : 'adventure-none'}>
      <p>{state.status === 'failed' ? t('calendar.failed') : t('calendar.none')}</p>
      {state.status === 'failed' && (
        <button type="button" className={styles.retry} onClick={reload}>{t('calendar.retry')}</button>
      )}
    </div>
  );
}
