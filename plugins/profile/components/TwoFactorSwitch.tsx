import { useState } from 'react';
import { usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { required } from '@schemas/validation';
import { profileApiState } from '../api';
import { useValidatedForm, FormBanner, PasswordField, SubmitButton, formStyles as styles } from '@core/forms';
import panel from './Panel.module.css';

/** Two-factor on or off, guarded by the password (a hijacked session cannot switch it off). */
export function TwoFactorSwitch() {
  const runtime = useRuntime();
  const api = usePluginState(profileApiState);
  const session = useSession();
  const { t } = useTranslation('profile');
  const enabled = session.player?.two_factor_enabled ?? false;
  const [asking, setAsking] = useState(false);
  const [changed, setChanged] = useState(false);
  const form = useValidatedForm({ component: 'two-factor', initial: { password: '' }, rules: { password: [required()] } });
  const send = async ({ password }: { password: string }) => {
    runtime.session.player = await api.setTwoFactor(!enabled, password);
    form.set('password', '');
    setAsking(false);
    setChanged(true);
  };
  return (
    <div className={styles.form}>
      <div className={panel.head}>
        <p className={panel.muted}>{enabled ? t('security.twoFactorOnText') : t('security.twoFactorOffText')}</p>
        <span className={`${panel.status} ${enabled ? panel.ok : panel.off}`}>{enabled ? t('security.on') : t('security.off')}</span>
      </div>
      {changed && <FormBanner tone="success">{enabled ? t('security.twoFactorEnabled') : t('security.twoFactorDisabled')}</FormBanner>}
      {asking ? (
        <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
          {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
          <PasswordField
            name="password"
            label={t('security.confirmWithPassword')}
            autoComplete="current-password"
            value={form.values.password}
            onChange={(v) => form.set('password', v)}
            error={form.text(form.errors.password)}
          />
          <SubmitButton busy={form.submitting}>{enabled ? t('security.turnOff') : t('security.turnOn')}</SubmitButton>
        </form>
      ) : (
        <button type="button" className={panel.button} onClick={() => { setAsking(true); setChanged(false); }}>
          {enabled ? t('security.turnOff') : t('security.turnOn')}
        </button>
      )}
    </div>
  );
}
