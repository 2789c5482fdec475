import { useTranslation } from '../i18n/use-translation';
import { NOTIFICATION_COUNTER_CAP } from '@config/limits';
import { Link, useRoute } from 'wouter';
import type { MenuEntry } from '../plugin/contributions';
import { Icon } from '../ui/Icon';

/** One menu entry as a link (app path or external) or a button (`onSelect`). */
export function MenuLink({ entry, className, activeClassName, showIcon = true, onNavigate }: {
  entry: MenuEntry;
  className?: string;
  activeClassName?: string;
  showIcon?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = entry.labelKey ? t(entry.labelKey) : (entry.label ?? entry.id);
  const [active] = useRoute(entry.to && entry.to !== '/' ? `${entry.to}/*?` : (entry.to ?? '/__none__'));
  const classes = [className, active ? activeClassName : ''].filter(Boolean).join(' ');
  const content = (
    <>
      {showIcon && entry.icon && <Icon name={entry.icon} />}
      <span>{label}</span>
      {entry.badgeKey && <span data-badge>{t(entry.badgeKey)}</span>}
      {entry.count !== undefined && entry.count > 0 && <span data-count>{entry.count >= NOTIFICATION_COUNTER_CAP ? `${NOTIFICATION_COUNTER_CAP}+` : entry.count}</span>}
    </>
  );
  if (entry.onSelect) {
    return (
      <button type="button" className={classes} onClick={() => { entry.onSelect?.(); onNavigate?.(); }}>
        {content}
      </button>
    );
  }
  if (entry.href) {
    return (
      <a className={classes} href={entry.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <Link className={classes} href={entry.to ?? '/'} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      {content}
    </Link>
  );
}
