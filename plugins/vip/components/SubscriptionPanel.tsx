import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime, useTranslation } from '@core/index';
import type { SubscriptionTier, SubscriptionTierInfo } from '@schemas/wire/vip';
import { subscribe } from '../actions';
import { vipState } from '../state';
import { statusLabelKey } from './status-label';
import styles from './vip.module.css';

type Notice = { kind: 'ok' | 'warning'; key: string } | null;

/**
 * The subscription tiers (spec part 1 §3, part 2 §7; benefits in the platform module's README): each with its
 * comp-point multiplier and VIP progress bonus; the held one is marked, the others can be chosen when the status
 * allows. Choosing the held tier answers the §8 already-subscribed message; another failure a warning.
 */
export function SubscriptionPanel() {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const snap = useSnapshot(usePluginState(vipState).state);
  const [busy, setBusy] = useState<SubscriptionTier | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const subscriptions = snap.subscriptions;

  const choose = async (tier: SubscriptionTier) => {
    setBusy(tier);
    setNotice(null);
    const outcome = await subscribe(runtime, tier);
    setBusy(null);
    if (outcome.ok) setNotice({ kind: 'ok', key: 'subscriptions.changed' });
    else if (outcome.reason === 'already_subscribed') setNotice({ kind: 'warning', key: 'subscriptions.alreadySubscribed' });
    else if (outcome.reason === 'tier_not_available') setNotice({ kind: 'warning', key: 'subscriptions.notAvailable' });
    else setNotice({ kind: 'warning', key: 'subscriptions.failed' });
  };

  return (
    <section className={styles.panel} aria-labelledby="vip-subscriptions" data-testid="vip-subscriptions">
      <h2 id="vip-subscriptions" className={styles.heading}>{t('subscriptions.title')}</h2>
      <p className={styles.muted}>{t('subscriptions.text')}</p>
      {notice && <p className={styles.message} role="status" data-kind={notice.kind}>{t(notice.key)}</p>}
      {snap.subscriptionsLoad === 'failed' && <p className={styles.message} role="status">{t('subscriptions.loadFailed')}</p>}
      {!subscriptions && snap.subscriptionsLoad !== 'failed' && <div className={styles.skeleton} aria-busy="true" />}
      {subscriptions && (
        <div className={styles.grid}>
          {subscriptions.tiers.filter((tier) => tier.id !== 'other').map((tier) => (
            <TierCard key={tier.id} tier={tier} held={subscriptions.tier === tier.id} busy={busy === tier.id} onChoose={() => void choose(tier.id as SubscriptionTier)} />
          ))}
        </div>
      )}
    </section>
  );
}

function TierCard({ tier, held, busy, onChoose }: { tier: SubscriptionTierInfo; held: boolean; busy: boolean; onChoose: () => void }) {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const percent = (n: number) => new Intl.NumberFormat(runtime.locale.current, { style: 'percent', maximumFractionDigits: 0 }).format(n);
  const titleId = `vip-tier-${tier.id}`;
  return (
    <article className={`${styles.panel} ${held ? styles.current : ''}`} aria-labelledby={titleId} data-testid="vip-tier" data-tier={tier.id} data-held={held || undefined}>
      <h3 id={titleId} className={styles.heading}>{t(`subscriptions.tier.${tier.id}`)}</h3>
      <ul className={styles.list}>
        <li>{t('subscriptions.compPoints', { extra: percent(tier.comp_points_multiplier - 1) })}</li>
        {tier.vip_bet_bonus_percent > 0 && <li>{t('subscriptions.betBonus', { extra: percent(tier.vip_bet_bonus_percent / 100) })}</li>}
        <li>{t('subscriptions.from', { status: t(statusLabelKey(tier.min_status)) })}</li>
      </ul>
      {held ? (
        // Still a button: choosing the held tier again is the platform's already-subscribed answer (§8).
        <button type="button" className={`${styles.secondary} ${styles.push}`} onClick={onChoose} disabled={busy} aria-describedby={titleId}>{t('subscriptions.current')}</button>
      ) : (
        <button type="button" className={`${styles.primary} ${styles.push}`} onClick={onChoose} disabled={busy || !tier.available} aria-describedby={titleId}>
          {tier.available ? t('subscriptions.choose') : t('subscriptions.locked')}
        </button>
      )}
    </article>
  );
}
