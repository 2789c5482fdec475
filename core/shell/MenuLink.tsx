import { useTranslation } from '../i18n/use-translation';
import { NOTIFICATION_COUNTER_CAP } from '@config/limits';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import type { MenuEntry } from '../plugin/contributions';
import { browserStorage } from '../runtime/browser-storage';
import { Icon } from '../ui/Icon';
import { markPopupShown, popupDue } from './menu-popup';
import { MenuPopupDialog } from './MenuPopupDialog';

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
  return <AppLink entry={entry} className={classes} active={active} onNavigate={onNavigate}>{content}</AppLink>;
}

/** An app path; an item with a popup not shown yet on this device shows it first, then goes on (spec part 1 §4). */
function AppLink({ entry, className, active, onNavigate, children }: { entry: MenuEntry; className: string; active: boolean; onNavigate?: () => void; children: ReactNode }) {
  const [, navigate] = useLocation();
  const [popupOpen, setPopupOpen] = useState(false);
  const to = entry.to ?? '/';
  const click = (event: MouseEvent) => {
    if (!popupDue(entry.popup, browserStorage('local'))) return onNavigate?.();
    // The menu (a sidebar) stays open under the popup: closing it first would take the popup with it.
    event.preventDefault();
    setPopupOpen(true);
  };
  const done = () => {
    if (entry.popup) markPopupShown(entry.popup, browserStorage('local'));
    setPopupOpen(false);
    navigate(to);
    onNavigate?.();
  };
  return (
    <>
      <Link className={className} href={to} aria-current={active ? 'page' : undefined} onClick={click}>
        {children}
      </Link>
      {popupOpen && entry.popup && <MenuPopupDialog popup={entry.popup} onDone={done} />}
    </>
  );
}
