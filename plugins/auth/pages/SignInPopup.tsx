import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { RouteDialog, useModalRoute, usePluginState, useRuntime, useTranslation } from '@core/index';
import { LICENCE_BLOCKED_MODAL } from '@schemas/contracts/modals';
import { SignInForm, type Credentials } from '../components/SignInForm';
import { SocialButtons } from '../components/SocialButtons';
import { TwoFactorForm } from '../components/TwoFactorForm';
import { finishAuth } from '../lifecycle/finish-auth';
import { ensureCaptchaSetting } from '../lifecycle/load-captcha';
import { useRegionGate } from '../lifecycle/use-region-gate';
import { authCaptchaState } from '../state';
import layout from '../components/AuthLayout.module.css';

/** `/sign-in` (alias `/login`): credentials, then the two-factor step when the account has it on. */
export default function SignInPopup() {
  const runtime = useRuntime();
  const store = usePluginState(authCaptchaState);
  const { close } = useModalRoute();
  const { t } = useTranslation('auth');
  const blocked = useRegionGate('login');
  const [twoFactor, setTwoFactor] = useState<Credentials | null>(null);
  useEffect(() => {
    void ensureCaptchaSetting(runtime, store);
  }, [runtime, store]);
  if (blocked) return null;

  const signedIn = () => finishAuth(runtime, 'login', close);
  const licenceBlocked = () => {
    close();
    runtime.modals.open(LICENCE_BLOCKED_MODAL);
  };

  return (
    <RouteDialog title={twoFactor ? t('twoFactor.title') : t('signIn.title')}>
      <div className={layout.wrap}>
        {twoFactor ? (
          <TwoFactorForm credentials={twoFactor} onSignedIn={signedIn} onBack={() => setTwoFactor(null)} />
        ) : (
          <>
            <p className={layout.intro}>{t('signIn.intro', { site: runtime.site.name })}</p>
            <SignInForm onSignedIn={signedIn} onTwoFactor={setTwoFactor} onLicenceBlocked={licenceBlocked} />
            <SocialButtons />
            <p className={layout.switch}>
              {t('signIn.noAccount')}
              <Link href={`/sign-up${runtime.navigation.current().search}`}>{t('signIn.createAccount')}</Link>
            </p>
          </>
        )}
      </div>
    </RouteDialog>
  );
}
