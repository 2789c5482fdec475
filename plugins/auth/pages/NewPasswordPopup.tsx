import { useState } from 'react';
import { Link } from 'wouter';
import { RouteDialog, usePluginState, useRuntime, useTranslation } from '@core/index';
import { confirmedBy, password, required } from '@schemas/validation';
import { authApiState } from '../api';
import { FormBanner, PasswordField, SubmitButton, useValidatedForm, formStyles as styles } from '@core/forms';
import layout from '../components/AuthLayout.module.css';

/** The site may ask for a longer password than the shared floor (its `passwordMinLength`). */
const rulesFor = (min: number | null) => ({ password: [required(), password({ min })], password_confirmation: [required(), confirmedBy('password')] });

/** `/new-password?reset_password_token=…` (legacy `/users/password/edit`): the reset link of the mail. */
export default function NewPasswordPopup() {
  const runtime = useRuntime();
  const api = usePluginState(authApiState);
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(runtime.navigation.current().search).get('reset_password_token') ?? '';
  const form = useValidatedForm({ component: 'new-password', initial: { password: '', password_confirmation: '' }, rules: rulesFor(runtime.site.passwordMinLength ?? null) });
  const [done, setDone] = useState(false);

  const send = async (values: { password: string; password_confirmation: string }) => {
    await api.resetPassword({ reset_password_token: token, ...values });
    setDone(true);
  };

  return (
    <RouteDialog title={t('newPassword.title')}>
      <div className={layout.wrap}>
        {!token ? (
          <>
            <FormBanner tone="error">{t('validation:tokenInvalid')}</FormBanner>
            <Link className={styles.secondary} href="/remind">{t('newPassword.requestAgain')}</Link>
          </>
        ) : done ? (
          <>
            <FormBanner tone="success">{t('newPassword.done')}</FormBanner>
            <Link className={styles.submit} href="/sign-in">{t('signIn.submit')}</Link>
          </>
        ) : (
          <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
            <p className={styles.lead}>{t('newPassword.intro')}</p>
            {form.formError && (
              <FormBanner tone="error">
                {form.text(form.formError)} <Link className={styles.link} href="/remind">{t('newPassword.requestAgain')}</Link>
              </FormBanner>
            )}
            <PasswordField
              name="password"
              label={t('fields.newPassword')}
              autoComplete="new-password"
              value={form.values.password}
              onChange={(v) => form.set('password', v)}
              onBlur={() => form.touch('password')}
              error={form.text(form.errors.password)}
            />
            <PasswordField
              name="password_confirmation"
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              value={form.values.password_confirmation}
              onChange={(v) => form.set('password_confirmation', v)}
              onBlur={() => form.touch('password_confirmation')}
              error={form.text(form.errors.password_confirmation)}
            />
            <SubmitButton busy={form.submitting}>{t('newPassword.submit')}</SubmitButton>
          </form>
        )}
      </div>
    </RouteDialog>
  );
}
