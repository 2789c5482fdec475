import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { playerCurrency, useNow, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import type { PlayerBonus, PlayerFreespins } from '@schemas/wire/bonuses';
import type { DepositBonusOffer } from '@schemas/wire/money';
import { ensureBonuses, ensureConfigs, ensureDepositOffers, ensureFreespins } from '../actions';
import { depositGiftsShown } from '../rules/deposit-gifts';
import { additionalGifts, giftLooks, type AdditionalGift } from '../rules/gift-config';
import { groupGifts, type GiftGroupName } from '../rules/gift-groups';
import { forgetGiftCode, pendingGiftCode } from '../gift-code-state';
import { bonusesState } from '../state';
import { CancelDialog, type CancelTarget } from './CancelDialog';
import { CodeEntry } from './CodeEntry';
import { GiftList } from './GiftList';
import styles from './GiftsTab.module.css';

const SECTIONS: readonly GiftGroupName[] = ['new', 'vip', 'active', 'deposit'];

/**
 * The profile's gifts tab (`/profile/gifts`, slot PROFILE_GIFTS): promo code and coupon entry, then the player's
 * gifts grouped as spec part 2 §4 says — new, VIP feature gifts, active (with live wagering), deposit gifts — and
 * the history. Read fresh on every visit; live events keep it current while it is open.
 */
export default function GiftsTab() {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(bonusesState);
  const snap = useSnapshot(store.state);
  const { t } = useTranslation('bonuses');
  // Time left on gifts is told in minutes: a clock ticking once a minute.
  const now = useNow(60_000);
  const [cancel, setCancel] = useState<CancelTarget | null>(null);
  // A gift code that came with the address (spec part 2 §4): sent once by the promo code form, then forgotten.
  const [pendingCode] = useState(() => pendingGiftCode(runtime));
  const player = session.player;
  const currency = session.accounts.find((a) => a.active)?.currency ?? playerCurrency(runtime);
  const showDeposit = depositGiftsShown(player);

  useEffect(() => {
    void ensureBonuses(runtime, { force: true });
    void ensureFreespins(runtime, { force: true });
    void ensureConfigs(runtime);
  }, [runtime]);
  useEffect(() => {
    if (showDeposit) void ensureDepositOffers(runtime, currency, { force: true });
  }, [runtime, currency, showDeposit]);
  useEffect(() => {
    if (pendingCode) forgetGiftCode(runtime);
  }, [runtime, pendingCode]);

  const configs = snap.configs.data;
  const looks = useMemo(() => giftLooks(configs?.looks), [configs]);
  const groups = useMemo(() => {
    const playerGroups = player?.groups ?? [];
    return groupGifts({
      bonuses: (snap.bonuses.data ?? []) as PlayerBonus[],
      freespins: (snap.freespins.data ?? []) as PlayerFreespins[],
      depositOffers: showDeposit ? ((snap.depositOffers[currency]?.data ?? []) as DepositBonusOffer[]) : [],
      extras: additionalGifts(configs?.extras, playerGroups) as AdditionalGift[],
      disabled: new Set(snap.hiddenGroupKeys ?? []),
      looks,
    });
  }, [snap.bonuses.data, snap.freespins.data, snap.depositOffers, snap.hiddenGroupKeys, currency, showDeposit, configs, looks, player]);

  const waiting = (load: { status: string; data: unknown }) => load.data === null && (load.status === 'loading' || load.status === 'idle');
  const loading = waiting(snap.bonuses) || waiting(snap.freespins) || snap.configs.status !== 'ready';
  const failed = snap.bonuses.status === 'failed' || snap.freespins.status === 'failed';
  const actual = SECTIONS.reduce((sum, name) => sum + groups[name].length, 0);
  const retry = () => {
    void ensureBonuses(runtime, { force: true });
    void ensureFreespins(runtime, { force: true });
  };
  const cards = { looks, now, busy: snap.busy, failures: snap.failures, onCancel: setCancel, currency };

  return (
    <div className={styles.tab} data-testid="gifts-tab" data-state={loading ? 'loading' : failed ? 'failed' : 'ready'}>
      <div className={styles.codes}>
        <CodeEntry kind="promo" pending={pendingCode} />
        <CodeEntry kind="coupon" />
      </div>
      {failed && (
        <div className={styles.failed} role="alert" data-testid="gifts-failed">
          <span>{t('tab.failed')}</span>
          <button type="button" className={styles.retry} onClick={retry}>{t('tab.retry')}</button>
        </div>
      )}
      {loading ? (
        <div className={styles.skeletons} aria-busy="true" aria-label={t('tab.loading')}>
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      ) : (
        <>
          {actual === 0 && !failed && (
            <p className={styles.empty} data-testid="gifts-empty">
              {t('tab.empty')} <Link href="/promotions">{t('tab.seePromotions')}</Link>
            </p>
          )}
          {SECTIONS.map((name) =>
            groups[name].length > 0 ? (
              <section key={name} className={styles.section} aria-labelledby={`gifts-${name}`} data-testid={`gifts-${name}`}>
                <h3 id={`gifts-${name}`} className={styles.heading}>
                  {t(`groups.${name}`)} <span className={styles.count}>{groups[name].length}</span>
                </h3>
                {name === 'deposit' && <p className={styles.lead}>{t('groups.depositLead')}</p>}
                <GiftList gifts={groups[name]} group={name} {...cards} />
              </section>
            ) : null,
          )}
          {groups.past.length > 0 && (
            <details className={styles.history} data-testid="gifts-past">
              <summary className={styles.heading}>
                {t('groups.past')} <span className={styles.count}>{groups.past.length}</span>
              </summary>
              <GiftList gifts={groups.past} group="past" {...cards} />
            </details>
          )}
        </>
      )}
      {cancel && <CancelDialog target={cancel} onClose={() => setCancel(null)} />}
    </div>
  );
}
