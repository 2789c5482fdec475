import { HEADER_ACTIONS, HEADER_NOTICE } from '@schemas/contracts/slots';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'wouter';
import { useRuntime } from '../react/runtime-context';
import { Icon } from '../ui/Icon';
import { HeaderNav } from './HeaderNav';
import { LanguageSelect } from './LanguageSelect';
import { Slot } from './Slot';
import styles from './Header.module.css';

export function Header({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  const runtime = useRuntime();
  const { t } = useTranslation('core');
  const { logo } = runtime.site;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button type="button" className={styles.burger} onClick={onOpenSidebar} aria-label={t('shell.openMenu')}>
          <Icon name="menu" size={22} />
        </button>
        <Link href="/" className={styles.logo} aria-label={t('shell.home', { name: runtime.site.name })}>
          {logo.src ? <img src={logo.src} alt="" height={32} /> : <span className={styles.logoMark} aria-hidden="true">♠</span>}
          <span className={styles.logoText}>{logo.text}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('shell.mainNavigation')}>
          <HeaderNav />
        </nav>
        <div className={styles.actions}>
          <Slot contract={HEADER_ACTIONS} />
          <div className={styles.language}>
            <LanguageSelect compact />
          </div>
        </div>
      </div>
      <Slot contract={HEADER_NOTICE} />
    </header>
  );
}
