import { useEffect } from 'react';
import { useRuntime, useTranslation, useVisibility, whenIdle } from '@core/index';
import { DockBookmark } from '@core/promo';
import { ensurePoints } from '../actions';
import { formatPoints } from '../format';
import { useChargeable } from '../use-shop-data';

/**
 * The loyalty shop's floating bookmark (spec part 2 §2 "Widget bookmarks float on pages: loyalty shop, …"): the
 * player's astrocoins, linking to the shop. Drawn after the first paint; its data waits for the page's own.
 */
export default function ShopBookmark() {
  const { t } = useTranslation('rewards-shop');
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const chargeable = useChargeable();
  useEffect(() => (loggedIn ? whenIdle(() => void ensurePoints(runtime)) : undefined), [runtime, loggedIn]);
  const amount = chargeable === null ? null : formatPoints(chargeable, runtime.locale.current);
  return (
    <DockBookmark
      to="/rocket-mart"
      icon="gift"
      kicker={t('bookmark.kicker')}
      value={amount === null ? t('menu.shop') : t('bookmark.points', { points: amount })}
      title={t('bookmark.label')}
      testId="shop-bookmark"
    />
  );
}
