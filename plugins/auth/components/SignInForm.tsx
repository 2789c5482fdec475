import { Link } from 'wouter';
import { ApiError, usePluginState, useRuntime, useTranslation } from '@core/index';
import { email, required } from '@schemas/validation';
import { authApiState } from '../api';
import { useValidatedForm, reportValidation, FormBanner, PasswordField, SubmitButton, TextField, formStyles as styles } from '@core/forms';
import { tokenFor } from '../lifecycle/load-captcha';
import { deviceFingerprint } from '../rules/device-fingerprint';
import { authCaptchaState } from '../state';

const RULES = { email: [required(), email()], password: [required()] };

export interface Credentials {
  email: string;
  password: string;
}

interface SignInFormProps {
  onSignedIn: () => Promise<void>;
  onTwoFactor: (credentials: Credentials) => void;
  onLicenceBlocked: () => void;
}

/** E-mail is checked by `POST /check-email` first, then `POST /api/users/sign_in` (spec part 1 §5, §7). */
export function SignInForm({ onSignedIn, onTwoFactor, onLicenceBlocked }: SignInFormProps) {
  const runtime = useRuntime();
  const store = usePluginState(authCaptchaState);
  const { t } = useTranslation('auth');
  const form = useValidatedForm({ component: 'sign-in', initial: { email: '', password: '' }, rules: RULES });
  const api = usePluginState(authApiState);

  const send = async ({ email: address, password }: Credentials) => {
    const { exists } = await api.checkEmail(address.trim());
    if (!exists) {
      form.setErrors({ email: { key: 'emailNotFound' } });
      void reportValidation(runtime, 'sign-in', [{ field: 'email', message: 'emailNotFound' }]);
      return;
    }
    const captcha = await tokenFor(runtime, store, 'login');
    try {
      const answer = await api.signIn({ email: address.trim(), password, dfpc: deviceFingerprint(), ...(captcha ? { captcha } : {}) });
      if ('two_factor_required' in answer) onTwoFactor({ email: address.trim(), password });
      else await onSignedIn();
    } catch (error) {
      // §8: EE_LICENSE_BLOCKED has its own notice; every other refusal stays on this form with its message.
      if (error instanceof ApiError && (error.data as { error?: unknown } | null)?.error === 'EE_LICENSE_BLOCKED') onLicenceBlocked();
      else throw error;
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
      {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
      <TextField
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="username"
        inputMode="email"
        value={form.values.email}
        onChange={(v) => form.set('email', v)}
        onBlur={() => form.touch('email')}
        error={form.text(form.errors.email)}
      />
      <PasswordField
        name="password"
        label={t('fields.password')}
        autoComplete="current-password"
        value={form.values.password}
        onChange={(v) => form.set('password', v)}
        error={form.text(form.errors.password)}
      />
      <div className={styles.links}>
        <Link href="/remind">{t('signIn.forgot')}</Link>
      </div>
      <SubmitButton busy={form.submitting}>{t('signIn.submit')}</SubmitButton>
    </form>
  );
}
