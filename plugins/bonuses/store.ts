import { proxy, ref } from 'valtio';
import { receivedStatusOfStage, type ReceivedStatus } from '@schemas/wire/bonus-stages';
import type { PlayerBonus, PlayerFreespins, ReceivedBonus, RegistrationBonusOffer } from '@schemas/wire/bonuses';
import type { DepositBonusOffer } from '@schemas/wire/money';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';
export type Loadable<T> = { status: LoadState; data: T | null };

/** What a card's button is doing now, and the last thing that went wrong with it (an i18n key). */
export type GiftBusy = 'activate' | 'cancel' | 'play';

/** The fe-config documents the gifts tab reads (spec part 2 §7), as loaded: `null` when missing or broken. */
export interface GiftConfigs {
  disabled: unknown;
  looks: unknown;
  extras: unknown;
}

export interface BonusesData {
  /** `GET /api/player/bonuses`, then live `bonuses_changes` (lists are replaced, never mutated: `ref`). */
  bonuses: Loadable<PlayerBonus[]>;
  /** `GET /api/player/freespins`, then live `freespins_changes`. */
  freespins: Loadable<PlayerFreespins[]>;
  /** `GET /api/v2/bonuses`: the header counter (status `received` = new). */
  received: Loadable<ReceivedBonus[]>;
  configs: Loadable<GiftConfigs>;
  /** `disabled-bonuses` for this player (group keys), once the configs are in: the header counter skips them too. */
  hiddenGroupKeys: string[] | null;
  /** Offers per currency (deposit: the gifts tab's deposit gifts and CMS blocks; registration: sign-up, promotions). */
  depositOffers: Record<string, Loadable<DepositBonusOffer[]>>;
  registrationOffers: Record<string, Loadable<RegistrationBonusOffer[]>>;
  busy: Record<string, GiftBusy>;
  failures: Record<string, string>;
}

const idle = <T>(): Loadable<T> => ({ status: 'idle', data: null });

/** The received status a gift's stage stands for (the header counter follows live events without a call). */
export const receivedStatusOf = (stage: PlayerBonus['stage']): ReceivedStatus => receivedStatusOfStage(stage);

function upsert<T extends { id: string }>(list: readonly T[], item: T): T[] {
  const index = list.findIndex((x) => x.id === item.id);
  return index === -1 ? [item, ...list] : list.map((x, i) => (i === index ? item : x));
}

/**
 * One per runtime and session (`bonusesState`): the player's gifts, dropped at logout. Events that arrive while a
 * list is loading are kept and laid over the answer, so a push is never lost to an older list.
 */
export function createBonusesStore() {
  const state = proxy<BonusesData>({
    bonuses: idle(),
    freespins: idle(),
    received: idle(),
    configs: idle(),
    hiddenGroupKeys: null,
    depositOffers: {},
    registrationOffers: {},
    busy: {},
    failures: {},
  });
  const early = { bonuses: new Map<string, PlayerBonus>(), freespins: new Map<string, PlayerFreespins>() };

  const noteReceived = (kind: 'bonus' | 'freespins', item: PlayerBonus | PlayerFreespins) => {
    const list = state.received.data;
    if (!list) return;
    const status = receivedStatusOf(item.stage);
    const known = list.find((r) => r.kind === kind && r.id === item.id);
    const next = known
      ? list.map((r) => (r === known ? { ...r, status } : r))
      : [{ id: item.id, kind, title: item.title, status, group_key: item.group_key, created_at: item.created_at ?? new Date().toISOString() }, ...list];
    state.received = { status: state.received.status, data: ref(next) };
  };

  return {
    state,
    startLoading(list: 'bonuses' | 'freespins' | 'received' | 'configs') {
      if (list === 'bonuses') early.bonuses.clear();
      if (list === 'freespins') early.freespins.clear();
      state[list] = { status: 'loading', data: state[list].data } as never;
    },
    failed(list: 'bonuses' | 'freespins' | 'received' | 'configs') {
      state[list] = { status: 'failed', data: state[list].data } as never;
    },
    setBonuses(bonuses: PlayerBonus[]) {
      const merged = [...early.bonuses.values()].reduce(upsert, bonuses);
      early.bonuses.clear();
      state.bonuses = { status: 'ready', data: ref(merged) };
    },
    setFreespins(packs: PlayerFreespins[]) {
      const merged = [...early.freespins.values()].reduce(upsert, packs);
      early.freespins.clear();
      state.freespins = { status: 'ready', data: ref(merged) };
    },
    setReceived(list: ReceivedBonus[]) {
      state.received = { status: 'ready', data: ref(list) };
    },
    setConfigs(configs: GiftConfigs, hiddenGroupKeys: string[]) {
      state.configs = { status: 'ready', data: ref(configs) };
      state.hiddenGroupKeys = hiddenGroupKeys;
    },
    /** A changed bonus (an event, or the answer to an activation or cancel): replaces its older copy. */
    putBonus(bonus: PlayerBonus) {
      if (state.bonuses.status === 'loading') early.bonuses.set(bonus.id, bonus);
      if (state.bonuses.data) state.bonuses = { status: state.bonuses.status, data: ref(upsert(state.bonuses.data, bonus)) };
      noteReceived('bonus', bonus);
    },
    putFreespins(pack: PlayerFreespins) {
      if (state.freespins.status === 'loading') early.freespins.set(pack.id, pack);
      if (state.freespins.data) state.freespins = { status: state.freespins.status, data: ref(upsert(state.freespins.data, pack)) };
      noteReceived('freespins', pack);
    },
  };
}
export type BonusesStore = ReturnType<typeof createBonusesStore>;
