import { useState } from 'react';
import { ApiError, RouteDialog, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { email, required } from '@schemas/validation';
import { authApiState } from '../api';
import { FormBanner, SubmitButton, TextField, useValidatedForm, formStyles as styles } from '@core/forms';
import layout from '../components/AuthLayout.module.css';

const RULES = { email: [required(), email()] };

/**
 * `/email-verify`: sends the confirmation mail again. §8: a 422 shows the first e-mail error as a toast;
 * other failures are silent.
 */
export default function EmailVerifyPopup() {
  const runtime = useRuntime();
  const api = usePluginState(authApiState);
  const session = useSession();
  const { t } = useTranslation('auth');
  const form = useValidatedForm({ component: 'email-verify', initial: { email: session.player?.email ?? '' }, rules: RULES });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async ({ email: address }: { email: string }) => {
    try {
      await api.resendConfirmation(address.trim());
      setSentTo(address.trim());
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const text = error.firstMessage('email') ?? error.firstMessage();
        if (text) runtime.toasts.show({ kind: 'error', text });
      }
    }
  };

  return (
    <RouteDialog title={t('emailVerify.title')}>
      <div className={layout.wrap}>
        {sentTo ? (
          <>
            <div className={layout.icon} aria-hidden="true">✉</div>
            <FormBanner tone="success">{t('emailVerify.sent', { email: sentTo })}</FormBanner>
          </>
        ) : (
          <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
            <p className={styles.lead}>{t('emailVerify.intro')}</p>
            <TextField
              name="email"
              type="email"
              label={t('fields.email')}
              autoComplete="email"
              value={form.values.email}
              onChange={(v) => form.set('email', v)}
              onBlur={() => form.touch('email')}
              error={form.text(form.errors.email)}
            />
            <SubmitButton busy={form.submitting}>{t('emailVerify.submit')}</SubmitButton>
          </form>
        )}
      </div>
    </RouteDialog>
  );
}
