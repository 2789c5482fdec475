import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { Icon, lazyComponent, usePluginState, useRuntime, useTranslation, whenIdle } from '@core/index';
import { notificationCounterText } from '../rules/counter';
import { unreadCount } from '../rules/inbox';
import { inboxState } from '../state';
import styles from './HeaderBell.module.css';

const InboxPanel = lazyComponent(() => import('./InboxPanel'));

/**
 * The header's bell (spec part 1 §2 "notifications"), players only (the slot says so): the unread count (`9+` at 9
 * or more, §9) and the inbox panel. On a phone the signed-in header has no room left for it (it would push the page
 * wider than the screen): the button is hidden there and the sidebar's item opens the same panel, full screen; this
 * block stays mounted as the panel's host. The stored inbox and the platform's list are read when the browser is idle
 * after the first paint — or at once when the panel opens, or on the first push.
 */
export default function HeaderBell() {
  const runtime = useRuntime();
  const store = usePluginState(inboxState);
  const { items, open } = useSnapshot(store.state);
  const { t } = useTranslation('notifications');
  const setOpen = (next: boolean) => {
    store.state.open = next;
  };
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => whenIdle(() => void import('../actions').then(({ ensureInbox }) => ensureInbox(runtime))), [runtime]);
  // Items expire while the page stays open (2 h): look once a minute.
  useEffect(() => {
    const timer = setInterval(() => store.prune(), 60_000);
    return () => clearInterval(timer);
  }, [store]);

  useEffect(() => {
    if (!open) return;
    void import('../actions').then(({ ensureInbox }) => ensureInbox(runtime));
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (root.current?.contains(target) || document.getElementById(panelId)?.contains(target)) return;
      setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setOpen writes the store, which is stable
  }, [open, runtime, panelId]);

  const unread = unreadCount(items);
  // A phone's inbox is the whole screen: drawn at the body's level, above the header and the bottom bar.
  const phone = open && typeof window !== 'undefined' && window.matchMedia?.('(max-width: 600px)').matches === true;
  const panel = <InboxPanel id={panelId} close={() => setOpen(false)} />;
  const counter = notificationCounterText(unread);
  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={unread > 0 ? t('bell.labelCount', { count: unread }) : t('bell.label')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        data-testid="notifications-bell"
      >
        <Icon name="bell" size={20} />
        {counter && (
          <span className={styles.count} aria-hidden="true" data-testid="notifications-count">
            {counter}
          </span>
        )}
      </button>
      {open && (phone ? createPortal(panel, document.body) : panel)}
    </div>
  );
}
