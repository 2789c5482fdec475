import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useNow, usePluginOptions, usePluginState, useTranslation } from '@core/index';
import { enterPromoManifest } from '../manifest';
import { clockText, cookieValue, PROMO_TOOLTIP_COOKIE, PROMO_TOOLTIP_RESHOW_MS, secondsLeft, timerCookie, tooltipDeadline, tooltipShown } from '../rules/tooltip-timer';
import { tooltipState } from '../state';
import styles from './PromoTooltip.module.css';

/** The offer's end, read once per page from the cookie (and stored when there was none). */
function useOfferDeadline(minutes: number): number {
  const [{ deadline, fresh }] = useState(() => tooltipDeadline(cookieValue(document.cookie, PROMO_TOOLTIP_COOKIE), Date.now(), minutes));
  useEffect(() => {
    if (fresh) document.cookie = timerCookie(deadline, location.protocol === 'https:');
  }, [deadline, fresh]);
  return deadline;
}

/**
 * Spec part 1 §4, §9: the promo banner on a guest's sign-up button. It can be hidden and shows again after two
 * minutes; its countdown runs to the `promo_tooltip_timer` cookie's time (first sight plus `timerMinutes`). Once
 * the countdown is over the offer stays without a timer until the cookie expires (24 hours) and a new one starts.
 * Absolutely positioned under the button (the slot's host anchors it), so neither showing nor hiding moves anything.
 */
export default function PromoTooltip({ placement }: { placement: 'header' | 'bar' }) {
  const { t } = useTranslation('enter-promo');
  const { timerMinutes } = usePluginOptions(enterPromoManifest);
  const store = usePluginState(tooltipState);
  const { hiddenUntil } = useSnapshot(store);
  const deadline = useOfferDeadline(timerMinutes);
  const now = useNow(1000);
  const id = useId();
  if (!tooltipShown(hiddenUntil, now)) return null;
  const left = secondsLeft(deadline, now);
  return (
    <aside className={`${styles.tooltip} ${placement === 'bar' ? styles.bar : styles.header}`} aria-labelledby={id} data-testid="enter-promo-tooltip">
      <Link href="/sign-up" className={styles.offer}>
        <strong id={id} className={styles.title}>{t('tooltip.title')}</strong>
        <span className={styles.text}>{t('tooltip.text')}</span>
        {left > 0 && (
          <span className={styles.timer}>
            {t('tooltip.endsIn')} <time dateTime={`PT${left}S`}>{clockText(left)}</time>
          </span>
        )}
      </Link>
      <button type="button" className={styles.hide} aria-label={t('tooltip.hide')} onClick={() => (store.hiddenUntil = Date.now() + PROMO_TOOLTIP_RESHOW_MS)}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
