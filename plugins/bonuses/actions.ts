import { ApiError, stateOf, type PluginRuntime } from '@core/index';
import type { CodeRedemption, PlayerBonus, PlayerFreespins } from '@schemas/wire/bonuses';
import { bonusesApiState } from './api';
import { refusalOf, type CodeKind, type CodeRefusal } from './rules/code-answer';
import { disabledGroupKeys } from './rules/gift-config';
import { bonusesState } from './state';
import type { Loadable } from './store';

// Keyed weakly by the per-runtime store: two blocks asking at once share one request.
const inFlight = new WeakMap<object, Map<string, Promise<void>>>();

function once(runtime: PluginRuntime, key: string, run: () => Promise<void>): Promise<void> {
  const store = stateOf(runtime, bonusesState);
  let running = inFlight.get(store);
  if (!running) inFlight.set(store, (running = new Map()));
  const current = running.get(key);
  if (current) return current;
  const started = run().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

const settled = (load: Loadable<unknown>) => load.status === 'ready' || load.status === 'loading';

/** The player's money bonuses, once per session (again with `force`); a failure keeps what was shown. */
export function ensureBonuses(runtime: PluginRuntime, { force = false } = {}): Promise<void> {
  const store = stateOf(runtime, bonusesState);
  if (!force && settled(store.state.bonuses)) return once(runtime, 'bonuses', async () => undefined);
  return once(runtime, 'bonuses', async () => {
    store.startLoading('bonuses');
    try {
      store.setBonuses(await stateOf(runtime, bonusesApiState).bonuses());
    } catch {
      store.failed('bonuses');
    }
  });
}

export function ensureFreespins(runtime: PluginRuntime, { force = false } = {}): Promise<void> {
  const store = stateOf(runtime, bonusesState);
  if (!force && settled(store.state.freespins)) return once(runtime, 'freespins', async () => undefined);
  return once(runtime, 'freespins', async () => {
    store.startLoading('freespins');
    try {
      store.setFreespins(await stateOf(runtime, bonusesApiState).freespins());
    } catch {
      store.failed('freespins');
    }
  });
}

/** `GET /api/v2/bonuses` for the header counter; players only (a guest's header never asks). */
export function ensureReceived(runtime: PluginRuntime, { force = false } = {}): Promise<void> {
  const store = stateOf(runtime, bonusesState);
  if (runtime.session.status !== 'player' || (!force && settled(store.state.received))) return Promise.resolve();
  return once(runtime, 'received', async () => {
    store.startLoading('received');
    try {
      store.setReceived(await stateOf(runtime, bonusesApiState).received());
    } catch {
      store.failed('received');
    }
  });
}

/** The gift fe-config documents (`disabled-bonuses`, `modify-gifts-config`, `additional-gifts`); missing ones read as none. */
export function ensureConfigs(runtime: PluginRuntime): Promise<void> {
  const store = stateOf(runtime, bonusesState);
  if (settled(store.state.configs)) return Promise.resolve();
  return once(runtime, 'configs', async () => {
    store.startLoading('configs');
    const read = (key: string) => runtime.feConfig(key).catch(() => null);
    const [disabled, looks, extras] = await Promise.all([read('disabled-bonuses'), read('modify-gifts-config'), read('additional-gifts')]);
    store.setConfigs({ disabled, looks, extras }, [...disabledGroupKeys(disabled, runtime.session.player?.groups ?? [])]);
  });
}

/** Deposit offers of a currency (the gifts tab's deposit gifts, the CMS blocks), once per session or again with `force`. */
export function ensureDepositOffers(runtime: PluginRuntime, currency: string, { force = false } = {}): Promise<void> {
  const { state } = stateOf(runtime, bonusesState);
  const current = state.depositOffers[currency];
  if (!force && current && settled(current)) return Promise.resolve();
  return once(runtime, `deposit:${currency}`, async () => {
    state.depositOffers[currency] = { status: 'loading', data: current?.data ?? null };
    try {
      state.depositOffers[currency] = { status: 'ready', data: await stateOf(runtime, bonusesApiState).depositOffers(currency) };
    } catch {
      state.depositOffers[currency] = { status: 'failed', data: current?.data ?? null };
    }
  });
}

export function ensureRegistrationOffers(runtime: PluginRuntime, currency: string): Promise<void> {
  const { state } = stateOf(runtime, bonusesState);
  const current = state.registrationOffers[currency];
  if (current && settled(current)) return Promise.resolve();
  return once(runtime, `registration:${currency}`, async () => {
    state.registrationOffers[currency] = { status: 'loading', data: null };
    try {
      state.registrationOffers[currency] = { status: 'ready', data: await stateOf(runtime, bonusesApiState).registrationOffers(currency) };
    } catch {
      state.registrationOffers[currency] = { status: 'failed', data: null };
    }
  });
}

/**
 * A guest who presses an action goes to registration, and comes back here after (spec part 2 §1, §6). Answers
 * whether the visitor is a player (the action may go on).
 */
export function playerOrRegistration(runtime: PluginRuntime): boolean {
  if (runtime.session.status === 'player') return true;
  const here = runtime.navigation.current();
  const back = stripLocale(runtime, here.pathname) + here.search;
  runtime.navigate(`${runtime.pathOf('registration')}?redirect=${encodeURIComponent(back)}`);
  return false;
}

function stripLocale(runtime: PluginRuntime, pathname: string): string {
  const root = runtime.href('/');
  const prefix = root === '/' ? '' : root.replace(/\/$/, '');
  return prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)) ? pathname.slice(prefix.length) || '/' : pathname;
}

type GiftRef = { kind: 'bonus'; bonus: PlayerBonus } | { kind: 'freespins'; pack: PlayerFreespins };
const keyOf = (gift: GiftRef) => (gift.kind === 'bonus' ? `bonus:${gift.bonus.id}` : `freespins:${gift.pack.id}`);

/** A refusal's reason as an i18n key of `bonuses:failure.*` (the platform's 422 `{errors: {…: [code]}}`). */
function failureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.status === 422) {
    const reason = Object.values(error.fieldErrors ?? {})[0]?.[0];
    const known = ['expired', 'not_activatable', 'bonuses_disabled', 'already_active', 'not_cancelable'];
    return reason && known.includes(reason) ? reason : 'refused';
  }
  return 'generic';
}

async function act<T>(runtime: PluginRuntime, gift: GiftRef, busy: 'activate' | 'cancel' | 'play', run: () => Promise<T>): Promise<T | null> {
  const store = stateOf(runtime, bonusesState);
  const key = keyOf(gift);
  if (store.state.busy[key]) return null;
  store.state.busy[key] = busy;
  delete store.state.failures[key];
  try {
    return await run();
  } catch (error) {
    store.state.failures[key] = failureKey(error);
    return null;
  } finally {
    delete store.state.busy[key];
  }
}

/** Activates a new gift; the answer (or a fresh list) replaces it in place. Answers the gift as it now stands. */
export async function activateGift(runtime: PluginRuntime, gift: GiftRef, busy: 'activate' | 'play' = 'activate') {
  if (!playerOrRegistration(runtime)) return null;
  const store = stateOf(runtime, bonusesState);
  const api = stateOf(runtime, bonusesApiState);
  return act(runtime, gift, busy, async () => {
    if (gift.kind === 'bonus') {
      const bonus = await api.activateBonus(gift.bonus.id);
      if (bonus) store.putBonus(bonus);
      else await ensureBonuses(runtime, { force: true });
      return bonus ?? store.state.bonuses.data?.find((b) => b.id === gift.bonus.id) ?? null;
    }
    const pack = await api.activateFreespins(gift.pack.id);
    if (pack) store.putFreespins(pack);
    else await ensureFreespins(runtime, { force: true });
    return pack ?? store.state.freespins.data?.find((p) => p.id === gift.pack.id) ?? null;
  });
}

/** Cancels a gift (its bonus money and winnings are forfeited: the screen asked first). */
export async function cancelGift(runtime: PluginRuntime, gift: GiftRef): Promise<boolean> {
  if (!playerOrRegistration(runtime)) return false;
  const store = stateOf(runtime, bonusesState);
  const api = stateOf(runtime, bonusesApiState);
  const done = await act(runtime, gift, 'cancel', async () => {
    if (gift.kind === 'bonus') {
      const bonus = await api.cancelBonus(gift.bonus.id);
      if (bonus) store.putBonus(bonus);
      else await ensureBonuses(runtime, { force: true });
    } else {
      const pack = await api.cancelFreespins(gift.pack.id);
      if (pack) store.putFreespins(pack);
      else await ensureFreespins(runtime, { force: true });
    }
    return true;
  });
  return done === true;
}

/** The game page of a pack's first game, played for real (the locale prefix is kept by `navigate`). */
export const freespinsGamePath = (pack: PlayerFreespins): string | null => {
  const identifier = pack.games[0] ?? pack.games_info[0]?.identifier;
  return identifier ? `/play/${identifier.split('/').map(encodeURIComponent).join('/')}?mode=Real` : null;
};

/** "Play free spins": activates a new pack first, then opens its first game in real mode. */
export async function playFreespins(runtime: PluginRuntime, pack: PlayerFreespins): Promise<void> {
  if (!playerOrRegistration(runtime)) return;
  const path = freespinsGamePath(pack);
  if (!path) {
    stateOf(runtime, bonusesState).state.failures[`freespins:${pack.id}`] = 'noGame';
    return;
  }
  if (pack.stage === 'issued') {
    const activated = await activateGift(runtime, { kind: 'freespins', pack }, 'play');
    if (!activated) return;
  }
  runtime.navigate(path);
}

export type CodeOutcome =
  | { kind: 'accepted'; redemption: CodeRedemption | null }
  | { kind: 'refused'; reason: CodeRefusal }
  | { kind: 'failed' };

/** Sends a promo code or coupon; on success the gifts are read again (what it issued shows in its group). */
export async function redeemCode(runtime: PluginRuntime, kind: CodeKind, code: string): Promise<CodeOutcome> {
  const api = stateOf(runtime, bonusesApiState);
  try {
    const redemption = kind === 'promo' ? await api.promoCode(code) : await api.coupon(code);
    const store = stateOf(runtime, bonusesState);
    redemption?.bonuses.forEach((bonus) => store.putBonus(bonus));
    redemption?.freespins.forEach((pack) => store.putFreespins(pack));
    void ensureBonuses(runtime, { force: true });
    void ensureFreespins(runtime, { force: true });
    return { kind: 'accepted', redemption };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { kind: 'refused', reason: refusalOf(error.fieldErrors, kind) };
    return { kind: 'failed' };
  }
}
