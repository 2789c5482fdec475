import { useEffect } from 'react';
import { Link } from 'wouter';
import { RouteDialog, Spinner, useModalRoute, usePluginState, useRuntime, useTranslation } from '@core/index';
import { FormBanner, formStyles as styles } from '@core/forms';
import { SignUpForm } from '../components/SignUpForm';
import { SocialButtons } from '../components/SocialButtons';
import { finishAuth } from '../lifecycle/finish-auth';
import { ensureCaptchaSetting } from '../lifecycle/load-captcha';
import { useRegionGate } from '../lifecycle/use-region-gate';
import { useRegistrationData } from '../lifecycle/use-registration-data';
import { authCaptchaState } from '../state';
import layout from '../components/AuthLayout.module.css';

/** `/sign-up` (aliases `/registration`, `/users/sign_in`): the guest landing of every login-only route. */
export default function SignUpPopup() {
  const runtime = useRuntime();
  const store = usePluginState(authCaptchaState);
  const { close } = useModalRoute();
  const { t } = useTranslation('auth');
  const blocked = useRegionGate('registration');
  const loaded = useRegistrationData();
  // Read while the player fills the form, so the token step (spec §7) rarely has to wait for it.
  useEffect(() => {
    void ensureCaptchaSetting(runtime, store);
  }, [runtime, store]);
  if (blocked) return null;

  const registered = async (email: string) => {
    await finishAuth(runtime, 'registration', close);
    runtime.toasts.show({ kind: 'success', messageKey: 'auth:signUp.welcome', values: { email } });
  };

  return (
    <RouteDialog title={t('signUp.title')} size="large">
      <div className={layout.split}>
        <aside className={layout.aside} aria-hidden="true">
          <h3>{t('signUp.asideTitle', { site: runtime.site.name })}</h3>
          <ul>
            <li>{t('signUp.perkGames')}</li>
            <li>{t('signUp.perkPayouts')}</li>
            <li>{t('signUp.perkSupport')}</li>
            <li>{t('signUp.perkSafe')}</li>
          </ul>
          <div className={layout.suits}>♠♥♦♣</div>
        </aside>
        <div className={layout.wrap}>
          {loaded.state === 'loading' && <Spinner label="registration" />}
          {loaded.state === 'failed' && (
            <FormBanner tone="error">
              {t('core:errors.generic')}{' '}
              <button type="button" className={styles.link} onClick={loaded.retry}>{t('form.retry')}</button>
            </FormBanner>
          )}
          {loaded.state === 'ready' && <SignUpForm data={loaded.data} onRegistered={registered} />}
          <SocialButtons />
          <p className={layout.switch}>
            {t('signUp.haveAccount')}
            <Link href={`/sign-in${runtime.navigation.current().search}`}>{t('signUp.logIn')}</Link>
          </p>
        </div>
      </div>
    </RouteDialog>
  );
}
