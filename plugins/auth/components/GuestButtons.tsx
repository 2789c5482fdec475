import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Slot, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { ENTER_SIGN_UP_PROMO } from '@schemas/contracts/slots';
import { loginBlocked, registrationBlocked } from '../rules/region-rules';
import { authRegionState } from '../state';
import styles from './GuestButtons.module.css';

/**
 * Log in / Sign up for guests: in the header (`header.actions`, desktop) and the phone bottom bar
 * (`bottomBar.action`). In restricted regions they stay visible but disabled, with the reason (spec §5).
 */
export default function GuestButtons({ placement = 'header' }: { placement?: 'header' | 'bar' }) {
  const runtime = useRuntime();
  const session = useSession();
  const { region } = useSnapshot(usePluginState(authRegionState));
  const { t } = useTranslation('auth');
  const loggedIn = session.status === 'player';
  const noLogin = loginBlocked(loggedIn, region);
  const noSignUp = registrationBlocked(loggedIn, region, runtime.licence);
  const button = (to: string, label: string, blocked: boolean, reason: string, className: string) =>
    blocked ? (
      <span className={className} role="link" aria-disabled="true" title={t(reason)}>{label}</span>
    ) : (
      <Link href={to} className={className}>{label}</Link>
    );
  return (
    <div className={`${styles.group} ${placement === 'bar' ? styles.bar : styles.header}`}>
      {button('/sign-in', t('header.logIn'), noLogin, 'core:router.loginRestricted', styles.login!)}
      {button('/sign-up', t('header.signUp'), noSignUp, 'core:router.registrationRestricted', styles.signup!)}
      {/* Issue 22 item 3: the promo tooltip of the sign-up button (enter-promo plugin), overlaid, never in the flow. */}
      {!noSignUp && <Slot contract={ENTER_SIGN_UP_PROMO} props={{ placement }} />}
    </div>
  );
}
