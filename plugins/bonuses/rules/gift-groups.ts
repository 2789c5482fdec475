import type { PlayerBonus, PlayerFreespins } from '@schemas/wire/bonuses';
import type { DepositBonusOffer } from '@schemas/wire/money';
import type { AdditionalGift, GiftLook } from './gift-config';
import { isNew, isPast, isVipGroup } from './stages';

/** One card of the gifts tab: a money bonus, a free-spin pack, a deposit offer or an operator's feature gift. */
export type Gift =
  | { kind: 'bonus'; key: string; groupKey: string | null; bonus: PlayerBonus }
  | { kind: 'freespins'; key: string; groupKey: string | null; pack: PlayerFreespins }
  | { kind: 'deposit'; key: string; groupKey: null; offer: DepositBonusOffer }
  | { kind: 'extra'; key: string; groupKey: string; gift: AdditionalGift };

export type GiftGroupName = 'new' | 'vip' | 'deposit' | 'active' | 'past';
export type GiftGroups = Record<GiftGroupName, Gift[]>;

export interface GiftSources {
  bonuses: readonly PlayerBonus[];
  freespins: readonly PlayerFreespins[];
  /** Deposit offers, already cut to nothing when the deposit-gift rule says no (`depositGiftsShown`). */
  depositOffers: readonly DepositBonusOffer[];
  extras: readonly AdditionalGift[];
  /** `disabled-bonuses` for this player: gifts of these group keys are not shown anywhere. */
  disabled: ReadonlySet<string>;
  looks: Readonly<Record<string, GiftLook>>;
}

export const giftKey = (kind: Gift['kind'], id: string) => `${kind}:${id}`;

/**
 * Spec part 2 §4 grouping, for both kinds of platform gifts:
 * - past: stages finished, canceled, expired, wager_done, lost (the spec names the first three for free spins;
 *   the other two mean the same for a pack, so a lost pack is never offered to play);
 * - new: actual gifts in stage `issued`, still to activate;
 * - active: every other actual gift — being wagered (activated, handle_bets), queued behind the active bonus
 *   (`wait`), a pack being played, or a stage newer than this client;
 * - vip: `vip_program_` feature gifts not yet activated (new ones and the operator's additional feature gifts)
 *   get their own group; once activated they are wagered like any other and show under active;
 * - deposit: deposit offers (the player's next deposit brings them).
 * Within a group, `modify-gifts-config`'s `order` comes first, then the newest.
 */
export function groupGifts(sources: GiftSources): GiftGroups {
  const groups: GiftGroups = { new: [], vip: [], deposit: [], active: [], past: [] };
  const shown = (groupKey: string | null) => !groupKey || !sources.disabled.has(groupKey);
  const place = (gift: Gift, stage: PlayerBonus['stage']) => {
    if (isPast(stage)) groups.past.push(gift);
    else if (isNew(stage)) groups[isVipGroup(gift.groupKey) ? 'vip' : 'new'].push(gift);
    else groups.active.push(gift);
  };
  for (const bonus of sources.bonuses) {
    if (shown(bonus.group_key)) place({ kind: 'bonus', key: giftKey('bonus', bonus.id), groupKey: bonus.group_key, bonus }, bonus.stage);
  }
  for (const pack of sources.freespins) {
    if (shown(pack.group_key)) place({ kind: 'freespins', key: giftKey('freespins', pack.id), groupKey: pack.group_key, pack }, pack.stage);
  }
  for (const gift of sources.extras) {
    if (shown(gift.group_key)) groups[isVipGroup(gift.group_key) ? 'vip' : 'new'].push({ kind: 'extra', key: giftKey('extra', gift.id), groupKey: gift.group_key, gift });
  }
  for (const offer of sources.depositOffers) groups.deposit.push({ kind: 'deposit', key: giftKey('deposit', String(offer.id)), groupKey: null, offer });

  const orderOf = (gift: Gift) => (gift.groupKey ? sources.looks[gift.groupKey]?.order : undefined) ?? Number.MAX_SAFE_INTEGER;
  const byOrderThenNewest = (a: Gift, b: Gift) => orderOf(a) - orderOf(b) || createdAt(b) - createdAt(a);
  for (const name of ['new', 'vip', 'active'] as const) groups[name].sort(byOrderThenNewest);
  groups.past.sort((a, b) => createdAt(b) - createdAt(a));
  return groups;
}

function createdAt(gift: Gift): number {
  const at = gift.kind === 'bonus' ? gift.bonus.created_at : gift.kind === 'freespins' ? gift.pack.created_at : null;
  const time = at ? Date.parse(at) : NaN;
  return Number.isNaN(time) ? 0 : time;
}
