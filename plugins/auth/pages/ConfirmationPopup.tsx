import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ApiError, RouteDialog, Spinner, usePluginState, useRuntime, useTranslation } from '@core/index';
import { authApiState } from '../api';
import { FormBanner, formStyles as styles } from '@core/forms';
import layout from '../components/AuthLayout.module.css';

type Outcome = { state: 'pending' } | { state: 'confirmed'; email: string } | { state: 'failed'; message: string | null };

/** `/confirmation?confirmation_token=…` (legacy `/users/confirmation`): the link of the welcome mail. */
export default function ConfirmationPopup() {
  const runtime = useRuntime();
  const api = usePluginState(authApiState);
  const { t } = useTranslation('auth');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });

  useEffect(() => {
    const token = new URLSearchParams(runtime.navigation.current().search).get('confirmation_token');
    if (!token) {
      setOutcome({ state: 'failed', message: null });
      return;
    }
    let live = true;
    api
      .confirmEmail(token)
      .then(async (result) => {
        // A signed-in player sees the confirmed state in the profile right away.
        if (runtime.session.player) runtime.session.player.confirmed_at = result.confirmed_at;
        if (live) setOutcome({ state: 'confirmed', email: result.email });
      })
      .catch((error: unknown) => live && setOutcome({ state: 'failed', message: error instanceof ApiError ? error.firstMessage() : null }));
    return () => {
      live = false;
    };
  }, [runtime, api]);

  return (
    <RouteDialog title={t('confirmation.title')}>
      <div className={layout.wrap}>
        {outcome.state === 'pending' && <Spinner label="confirmation" />}
        {outcome.state === 'confirmed' && (
          <>
            <div className={layout.icon} aria-hidden="true">✓</div>
            <FormBanner tone="success">{t('confirmation.done', { email: outcome.email })}</FormBanner>
            <Link className={styles.submit} href={runtime.session.player ? '/' : '/sign-in'}>
              {runtime.session.player ? t('confirmation.play') : t('signIn.submit')}
            </Link>
          </>
        )}
        {outcome.state === 'failed' && (
          <>
            <FormBanner tone="error">{outcome.message ?? t('validation:tokenInvalid')}</FormBanner>
            <Link className={styles.secondary} href="/email-verify">{t('confirmation.resend')}</Link>
          </>
        )}
      </div>
    </RouteDialog>
  );
}
