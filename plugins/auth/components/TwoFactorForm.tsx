import { useState } from 'react';
import { usePluginState, useTranslation } from '@core/index';
import { required } from '@schemas/validation';
import { authApiState } from '../api';
import { useValidatedForm, FormBanner, SubmitButton, TextField, formStyles as styles } from '@core/forms';
import { deviceFingerprint } from '../rules/device-fingerprint';
import type { Credentials } from './SignInForm';
import layout from './AuthLayout.module.css';

const RULES = { otp_attempt: [required()] };

/**
 * Two-factor step: the platform mailed a one-time code; the same sign-in call is sent again with it
 * (schemas/wire/auth.ts keeps no half-signed-in state on the server).
 */
export function TwoFactorForm({ credentials, onSignedIn, onBack }: { credentials: Credentials; onSignedIn: () => Promise<void>; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const form = useValidatedForm({ component: 'two-factor', initial: { otp_attempt: '' }, rules: RULES });
  const [resent, setResent] = useState(false);
  const api = usePluginState(authApiState);

  const send = async ({ otp_attempt }: { otp_attempt: string }) => {
    const answer = await api.signIn({ ...credentials, otp_attempt: otp_attempt.replace(/\s/g, ''), dfpc: deviceFingerprint() });
    if (!('two_factor_required' in answer)) await onSignedIn();
  };
  const resend = async () => {
    setResent(false);
    await api.signIn({ ...credentials, dfpc: deviceFingerprint() }).then(
      () => setResent(true),
      () => form.setFormError({ text: t('core:errors.generic') }),
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
      <div className={layout.icon} aria-hidden="true">✉</div>
      <p className={`${styles.lead} ${styles.center}`}>{t('twoFactor.intro', { email: credentials.email })}</p>
      {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
      {resent && <FormBanner tone="success">{t('twoFactor.resent')}</FormBanner>}
      <TextField
        name="otp_attempt"
        label={t('twoFactor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        className={layout.code}
        value={form.values.otp_attempt}
        onChange={(v) => form.set('otp_attempt', v)}
        error={form.text(form.errors.otp_attempt)}
      />
      <SubmitButton busy={form.submitting}>{t('twoFactor.submit')}</SubmitButton>
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={onBack}>{t('twoFactor.back')}</button>
        <button type="button" className={styles.link} onClick={() => void resend()}>{t('twoFactor.resend')}</button>
      </div>
    </form>
  );
}
