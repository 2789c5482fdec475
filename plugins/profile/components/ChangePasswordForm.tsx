import { useState } from 'react';
import { usePluginState, useRuntime, useTranslation } from '@core/index';
import { confirmedBy, password, required } from '@schemas/validation';
import { profileApiState } from '../api';
import { useValidatedForm, FormBanner, PasswordField, SubmitButton, formStyles as styles } from '@core/forms';

/** The site may ask for a longer password than the shared floor (its `passwordMinLength`). */
const rulesFor = (min: number | null) => ({
  current_password: [required()],
  password: [required(), password({ min })],
  password_confirmation: [required(), confirmedBy('password')],
});
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Password change; the platform ends the player's other sessions. */
export function ChangePasswordForm() {
  const api = usePluginState(profileApiState);
  const runtime = useRuntime();
  const { t } = useTranslation('profile');
  const form = useValidatedForm({ component: 'change-password', initial: EMPTY, rules: rulesFor(runtime.site.passwordMinLength ?? null) });
  const [done, setDone] = useState(false);
  const send = async (values: typeof EMPTY) => {
    setDone(false);
    await api.changePassword(values);
    for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) form.set(key, '');
    setDone(true);
  };
  const field = (name: keyof typeof EMPTY, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(v) => form.set(name, v)}
      onBlur={() => form.touch(name)}
      error={form.text(form.errors[name])}
    />
  );
  return (
    <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
      {done && <FormBanner tone="success">{t('security.passwordChanged')}</FormBanner>}
      {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
      {field('current_password', t('security.currentPassword'), 'current-password')}
      {field('password', t('security.newPassword'), 'new-password')}
      {field('password_confirmation', t('security.repeatPassword'), 'new-password')}
      <SubmitButton busy={form.submitting}>{t('security.changePassword')}</SubmitButton>
    </form>
  );
}
