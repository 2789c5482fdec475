import { FOOTER_BLOCKS, FOOTER_BOTTOM, FOOTER_COLUMNS } from '@schemas/contracts/slots';
import { useTranslation } from '../i18n/use-translation';
import { LanguageSelect } from './LanguageSelect';
import { MenuLink } from './MenuLink';
import { Slot } from './Slot';
import { useMenu } from './use-menu';
import styles from './Footer.module.css';

/**
 * Footer: info and help link columns and plugin blocks (awards, providers, payments, trust, copyright).
 * The blocks below the columns load as the footer nears the screen; the columns do not, so nothing above
 * a link moves while a player reaches for it.
 */
export function Footer() {
  const { t } = useTranslation('core');
  const info = useMenu('footer-info');
  const help = useMenu('footer-help');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {info.length > 0 && (
            <nav aria-label={t('shell.footerInfo')}>
              <h2 className={styles.heading}>{t('shell.footerInfo')}</h2>
              <ul className={styles.links}>
                {info.map((entry) => (
                  <li key={entry.id}><MenuLink entry={entry} showIcon={false} className={styles.link} /></li>
                ))}
              </ul>
            </nav>
          )}
          {help.length > 0 && (
            <nav aria-label={t('shell.footerHelp')}>
              <h2 className={styles.heading}>{t('shell.footerHelp')}</h2>
              <ul className={styles.links}>
                {help.map((entry) => (
                  <li key={entry.id}><MenuLink entry={entry} showIcon={false} className={styles.link} /></li>
                ))}
              </ul>
            </nav>
          )}
          <Slot contract={FOOTER_COLUMNS} />
          <div className={styles.mobileLanguage}>
            <LanguageSelect />
          </div>
        </div>
        <Slot contract={FOOTER_BLOCKS} deferUntilVisible />
        <div className={styles.bottom}>
          <Slot contract={FOOTER_BOTTOM} deferUntilVisible />
        </div>
      </div>
    </footer>
  );
}
