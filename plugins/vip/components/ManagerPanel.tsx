import { useSnapshot } from 'valtio';
import { usePluginState, useTranslation } from '@core/index';
import { vipState } from '../state';
import styles from './ManagerPanel.module.css';

/**
 * The VIP manager panel at the foot of the side menu (spec part 1 §2, §6): the manager the player's groups have
 * (`POST /api/fe/config/managers`, loaded at login and after a group change), with hours and contacts. Nothing
 * without one.
 */
export default function ManagerPanel({ close }: { close: () => void }) {
  const { t } = useTranslation('vip');
  const managers = useSnapshot(usePluginState(vipState).state).managers;
  const manager = managers?.[0];
  if (!manager) return null;
  const links = [
    manager.email ? { href: `mailto:${manager.email}`, label: t('manager.email') } : null,
    manager.whatsAppLink ? { href: manager.whatsAppLink, label: t('manager.whatsapp') } : null,
    manager.telegramLink ? { href: manager.telegramLink, label: t('manager.telegram') } : null,
  ].filter((link): link is { href: string; label: string } => link !== null && /^(https:|mailto:)/.test(link.href));
  return (
    <section className={styles.panel} aria-labelledby="vip-manager" data-testid="vip-manager">
      <div className={styles.who}>
        {manager.avatar && <img className={styles.avatar} src={manager.avatar} alt="" width={44} height={44} loading="lazy" />}
        <div>
          <h2 id="vip-manager" className={styles.title}>{t('manager.title')}</h2>
          <p className={styles.name}>{manager.managerName}</p>
          {manager.time && <p className={styles.time}>{t('manager.hours', { time: manager.time })}</p>}
        </div>
      </div>
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target={link.href.startsWith('https:') ? '_blank' : undefined} rel="noopener noreferrer" onClick={close}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
