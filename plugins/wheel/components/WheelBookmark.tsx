import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useFlags, useNow, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import type { Lootbox } from '@schemas/wire/lootboxes';
import { ensureSpins } from '../actions';
import { bookmarkTarget, WHEEL_PAGES } from '../rules/spins';
import { wheelState } from '../state';
import styles from './WheelBookmark.module.css';
import { WheelIcon } from './WheelIcon';

/**
 * The wheel's floating bookmark (slot FLOATING_WIDGETS, spec part 2 §2): shown to a player while a spin waits, with
 * how many, leading to that wheel's page; with `showAllWidgets` always (to the daily wheel when none waits). Hidden
 * on the wheel pages themselves.
 */
export default function WheelBookmark() {
  const runtime = useRuntime();
  const session = useSession();
  const flags = useFlags();
  const store = usePluginState(wheelState);
  const snap = useSnapshot(store.state);
  const { t } = useTranslation('wheel');
  const [location] = useLocation();
  const now = useNow(60_000);
  const player = session.status === 'player';

  useEffect(() => {
    if (player) void ensureSpins(runtime);
  }, [runtime, player]);

  const target = player ? bookmarkTarget((snap.boxes ?? []) as Lootbox[], now) : null;
  const onWheelPage = Object.values(WHEEL_PAGES).some((page) => location.endsWith(page.path));
  if (onWheelPage || (!target && !flags.showAllWidgets)) return null;
  const page = WHEEL_PAGES[target?.kind ?? 'wheel'];

  return (
    // The name is the visible word and the rest of the sentence for screen readers ("Spin the prize wheel: 2 spins
    // waiting"): no aria-label that would differ from what is seen (WCAG 2.5.3).
    <Link href={page.path} className={styles.bookmark} data-testid="wheel-bookmark">
      <span className={styles.icon}>
        <WheelIcon />
      </span>
      <span className={styles.text}>{t('bookmark.text')}</span>{' '}
      <span className={styles.hidden}>{target ? t('bookmark.restCount', { count: target.count }) : t('bookmark.rest')}</span>
      {target && (
        <span className={styles.count} aria-hidden="true">
          {target.count}
        </span>
      )}
    </Link>
  );
}
