import { fillVariables, formatMoney, useRuntime, useTranslation } from '@core/index';
import type { GiftLook } from '../rules/gift-config';
import type { Gift, GiftGroupName } from '../rules/gift-groups';
import { BonusCard } from './BonusCard';
import type { CancelTarget } from './CancelDialog';
import { FreespinsCard } from './FreespinsCard';
import { OfferCard } from './OfferCard';
import { depositOfferTerms } from './offer-terms';
import styles from './GiftsTab.module.css';

interface GiftListProps {
  gifts: readonly Gift[];
  group: GiftGroupName;
  looks: Readonly<Record<string, GiftLook>>;
  now: number;
  busy: Readonly<Record<string, string>>;
  failures: Readonly<Record<string, string>>;
  onCancel: (target: CancelTarget) => void;
  currency: string;
}

/** One group's cards, each drawn by its kind. */
export function GiftList({ gifts, group, looks, now, busy, failures, onCancel, currency }: GiftListProps) {
  const runtime = useRuntime();
  const { t } = useTranslation('bonuses');
  const money = (cents: number, code: string) => formatMoney(cents, code, runtime.locale.current).text;
  return (
    <div className={styles.list}>
      {gifts.map((gift) => {
        const look = gift.groupKey ? looks[gift.groupKey] : undefined;
        const state = { look, group, now, busy: busy[gift.key], failure: failures[gift.key] };
        switch (gift.kind) {
          case 'bonus':
            return <BonusCard key={gift.key} bonus={gift.bonus} {...state} onCancel={() => onCancel({ kind: 'bonus', bonus: gift.bonus })} />;
          case 'freespins':
            return <FreespinsCard key={gift.key} pack={gift.pack} {...state} onCancel={() => onCancel({ kind: 'freespins', pack: gift.pack })} />;
          case 'deposit':
            return (
              <OfferCard
                key={gift.key}
                kind="deposit"
                group={group}
                title={gift.offer.title}
                description={gift.offer.description}
                terms={depositOfferTerms(gift.offer, t, money)}
                action={{ label: t('actions.deposit'), to: '/deposit-bonus' }}
              />
            );
          case 'extra':
            return (
              <OfferCard
                key={gift.key}
                kind="extra"
                group={group}
                title={fillVariables(look?.title ?? gift.gift.title, { ...gift.gift.variables, ...look?.variables }, currency, runtime.locale.current)}
                description={fillVariables(gift.gift.description, { ...gift.gift.variables, ...look?.variables }, currency, runtime.locale.current)}
                terms={[]}
                image={look?.image ?? gift.gift.image}
                action={gift.gift.link ? { label: t('actions.open'), to: gift.gift.link } : undefined}
              />
            );
        }
      })}
    </div>
  );
}
