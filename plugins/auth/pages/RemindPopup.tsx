import { useState } from 'react';
import { Link } from 'wouter';
import { RouteDialog, usePluginState, useTranslation } from '@core/index';
import { email, required } from '@schemas/validation';
import { authApiState } from '../api';
import { FormBanner, SubmitButton, TextField, useValidatedForm, formStyles as styles } from '@core/forms';
import layout from '../components/AuthLayout.module.css';

const RULES = { email: [required(), email()] };

/** `/remind`: mails a reset link. The platform answers alike for unknown addresses (no account probing). */
export default function RemindPopup() {
  const api = usePluginState(authApiState);
  const { t } = useTranslation('auth');
  const form = useValidatedForm({ component: 'remind', initial: { email: '' }, rules: RULES });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async ({ email: address }: { email: string }) => {
    await api.remindPassword(address.trim());
    setSentTo(address.trim());
  };

  return (
    <RouteDialog title={t('remind.title')}>
      <div className={layout.wrap}>
        {sentTo ? (
          <>
            <div className={layout.icon} aria-hidden="true">✉</div>
            <FormBanner tone="success">{t('remind.sent', { email: sentTo })}</FormBanner>
            <Link className={styles.secondary} href="/sign-in">{t('remind.backToLogin')}</Link>
          </>
        ) : (
          <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
            <p className={styles.lead}>{t('remind.intro')}</p>
            {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
            <TextField
              name="email"
              type="email"
              label={t('fields.email')}
              autoComplete="email"
              inputMode="email"
              value={form.values.email}
              onChange={(v) => form.set('email', v)}
              onBlur={() => form.touch('email')}
              error={form.text(form.errors.email)}
            />
            <SubmitButton busy={form.submitting}>{t('remind.submit')}</SubmitButton>
            <p className={layout.switch}>
              {t('remind.remembered')}
              <Link href="/sign-in">{t('remind.backToLogin')}</Link>
            </p>
          </form>
        )}
      </div>
    </RouteDialog>
  );
}
