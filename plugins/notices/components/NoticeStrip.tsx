import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { fillVariables, Icon, playerCurrency, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { noticesState } from '../state';
import styles from './NoticeStrip.module.css';

/** Icons the platform names that the core icon set draws differently. */
const ICONS: Record<string, string> = { rocket: 'star', trophy: 'trophy', shield: 'shield', gift: 'gift', info: 'info' };

/** The latest header notice with its optional link (spec part 1 §2, §3 "Header notice"). */
export default function NoticeStrip() {
  const runtime = useRuntime();
  const { t } = useTranslation('notices');
  const store = usePluginState(noticesState);
  const locale = runtime.locale.current;
  const { latest, dismissed } = useSnapshot(store.state);
  // Subscribed so a sign-in re-renders the amounts in the player's currency.
  useSession();
  useEffect(() => store.ensureLatest(locale), [store, locale]);
  // Boot waits for the notice (bounded); on a slow line it may still arrive after the first paint. Drawn
  // then, the strip would push the whole page down under the reader's eyes, so a late notice waits for the
  // next page the player opens.
  const [location] = useLocation();
  const [firstPage] = useState(() => ({ location, knownAtFirstPaint: locale in store.state.latest }));
  const arrivedLate = !firstPage.knownAtFirstPaint && location === firstPage.location;
  const notice = latest[locale];
  if (!notice || dismissed.includes(notice.id) || arrivedLate) return null;
  // Links are app paths only: a notice never sends the player off-site.
  const link = notice.link && notice.link.path.startsWith('/') && !notice.link.path.startsWith('//') ? notice.link : null;
  return (
    <div className={styles.strip} role="status" data-notice={notice.id}>
      <div className={styles.inner}>
        <span className={styles.icon}><Icon name={ICONS[notice.icon] ?? 'bell'} size={16} /></span>
        <p className={styles.message}>{fillVariables(notice.message, notice.variables, playerCurrency(runtime), locale)}</p>
        {link && <Link className={styles.link} href={link.path}>{link.text}</Link>}
        <button type="button" className={styles.close} onClick={() => store.dismiss(notice.id)} aria-label={t('dismiss')}>
          <Icon name="close" size={14} />
        </button>
      </div>
    </div>
  );
}
