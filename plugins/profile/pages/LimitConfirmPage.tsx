import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ApiError, Spinner, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import type { UserLimit } from '@schemas/wire/limits';
import { profileApiState } from '../api';
import { FormBanner } from '@core/forms';
import styles from '../components/Panel.module.css';
import page from './ProfilePage.module.css';

type Outcome = { state: 'pending' } | { state: 'done'; limit: UserLimit } | { state: 'failed'; message: string | null };

/** `/profile/limits/confirm?token=…`: the link of the limit mail; the token alone authorises it. */
export default function LimitConfirmPage() {
  const runtime = useRuntime();
  const api = usePluginState(profileApiState);
  const session = useSession();
  const { t } = useTranslation('profile');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  useEffect(() => {
    const token = new URLSearchParams(runtime.navigation.current().search).get('token');
    if (!token) {
      setOutcome({ state: 'failed', message: null });
      return;
    }
    let live = true;
    api
      .confirmLimit(token)
      .then(
        (limit) => live && setOutcome({ state: 'done', limit }),
        (error: unknown) => live && setOutcome({ state: 'failed', message: error instanceof ApiError ? error.firstMessage() : null }),
      );
    return () => {
      live = false;
    };
  }, [runtime, api]);
  const date = (iso: string | null | undefined) =>
    iso ? new Intl.DateTimeFormat(runtime.locale.current, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '∞';
  // A looser limit starts later; a removal ends the limit later (issue 24 item 10).
  const confirmedText = (limit: UserLimit) => {
    const type = t(`limits.types.${limit.type}`);
    if (limit.status === 'pending') return t('limits.confirmedPending', { type, date: date(limit.applies_at) });
    if (limit.status === 'disabling') return t('limits.confirmedRemoval', { type, date: date(limit.disable_at) });
    return t('limits.confirmed', { type });
  };
  // Guests are offered the sign-in popup, wherever the site's auth plugin has it.
  const next = session.player ? '/profile/limits' : runtime.pathOf('sign-in');
  return (
    <div className={page.page} style={{ maxWidth: 560 }}>
      <section className={styles.panel} aria-labelledby="limit-confirm">
        <h1 id="limit-confirm" className={styles.title}>{t('limits.confirmTitle')}</h1>
        {outcome.state === 'pending' && <Spinner label="confirm" />}
        {outcome.state === 'done' && <FormBanner tone="success">{confirmedText(outcome.limit)}</FormBanner>}
        {outcome.state === 'failed' && <FormBanner tone="error">{outcome.message ?? t('validation:tokenInvalid')}</FormBanner>}
        {outcome.state !== 'pending' && (
          <Link href={next} className={styles.button}>
            {session.player ? t('limits.backToLimits') : t('limits.logIn')}
          </Link>
        )}
      </section>
    </div>
  );
}
