import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Icon, usePluginState, useRuntime, useTranslation } from '@core/index';
import { itemTarget, type InboxItem } from '../rules/inbox';
import { inboxState } from '../state';
import styles from './InboxPanel.module.css';

/** Icons the platform may name (spec: content.icon); another name shows the bell. */
const ICONS = new Set(['gift', 'star', 'trophy', 'wallet', 'info', 'shield', 'crown', 'chat', 'bell', 'clock', 'dice']);

function relativeTime(iso: string, locale: string, now: number): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return Math.abs(minutes) < 60 ? format.format(minutes, 'minute') : format.format(Math.round(minutes / 60), 'hour');
}

/**
 * The inbox (issue 17): a dropdown under the bell on desktop, the whole screen on a phone. Items newest first with
 * icon, title, text and time; unread ones marked. Opening an item's button follows it (a tournament's page for a
 * tournament item) and marks it read; "mark all as read" empties the counter. Texts are shown as text.
 */
export default function InboxPanel({ id, close }: { id: string; close: () => void }) {
  const runtime = useRuntime();
  const store = usePluginState(inboxState);
  const { items, load } = useSnapshot(store.state);
  const { t } = useTranslation('notifications');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const now = Date.now();
  const locale = runtime.locale.current;

  const follow = (item: InboxItem, target: string) => {
    store.markRead(item.notification.id);
    close();
    runtime.navigate(target);
  };

  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`} data-testid="notifications-panel">
      <header className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title} tabIndex={-1} ref={heading}>
          {t('panel.title')}
        </h2>
        {items.some((item) => !item.read) && (
          <button type="button" className={styles.textButton} onClick={() => store.markAllRead()}>
            {t('panel.markAllRead')}
          </button>
        )}
        <button type="button" className={styles.close} onClick={close} aria-label={t('panel.close')}>
          <Icon name="close" size={18} />
        </button>
      </header>
      {items.length === 0 ? (
        <p className={styles.empty}>{load === 'loading' || load === 'idle' ? t('panel.loading') : t('panel.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const { notification } = item;
            const target = itemTarget(notification);
            const buttonTitle = notification.content.button?.title || (notification.identifier ? t('panel.openTournament') : t('panel.open'));
            return (
              <li key={notification.id} className={item.read ? styles.item : `${styles.item} ${styles.unread}`} data-testid="notification-item">
                <span className={styles.icon}>
                  <Icon name={notification.content.icon && ICONS.has(notification.content.icon) ? notification.content.icon : 'bell'} size={20} />
                </span>
                <div className={styles.body}>
                  <p className={styles.itemTitle}>
                    {!item.read && <span className="visually-hidden">{t('panel.unread')} </span>}
                    {notification.content.title || t('panel.untitled')}
                  </p>
                  {notification.text && <p className={styles.text}>{notification.text}</p>}
                  <div className={styles.meta}>
                    <time dateTime={notification.timestamp}>{relativeTime(notification.timestamp, locale, now)}</time>
                    {target && (
                      <button type="button" className={styles.action} onClick={() => follow(item, target)}>
                        {buttonTitle}
                      </button>
                    )}
                    {!target && !item.read && (
                      <button type="button" className={styles.textButton} onClick={() => store.markRead(notification.id)}>
                        {t('panel.markRead')}
                      </button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
