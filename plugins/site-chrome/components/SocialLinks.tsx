import { useTranslation } from '@core/index';
import type { FooterSocial } from '../footer-config';
import { SocialIcon } from './SocialIcon';
import styles from './SocialLinks.module.css';

/** Round social buttons from `footer-config` (spec §3 "Footer social": name, url, icon). */
export function SocialLinks({ socials }: { socials: readonly FooterSocial[] }) {
  const { t } = useTranslation('site-chrome');
  return (
    <ul className={styles.row} aria-label={t('contacts.socials')}>
      {socials.map((social) => (
        <li key={social.name}>
          <a className={styles.button} href={social.url} target="_blank" rel="noopener noreferrer" aria-label={t('contacts.follow', { name: social.name })}>
            <SocialIcon name={social.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
