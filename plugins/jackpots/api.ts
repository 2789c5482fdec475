import { definePluginState, playerCurrency, stateOf, type PluginRuntime } from '@core/index';
import { jackpotEntrySchema, jackpotWinnerSchema, type JackpotEntry } from '@schemas/wire/jackpots';
import { jackpotsManifest } from './manifest';
import { amountsState } from './state';

export type WinnersSort = 'latest' | 'biggest';

/** The currency jackpots are shown in: the player's active wallet, their registration currency, a guest's site default. */
export function displayCurrency(runtime: Pick<PluginRuntime, 'session' | 'site'>): string {
  return runtime.session.accounts.find((a) => a.active)?.currency ?? playerCurrency(runtime);
}

/**
 * Jackpot calls (schemas/wire/jackpots.ts), read item by item: one odd jackpot is dropped and logged
 * (`LOAD_JACKPOTS_ERROR`), not the row. Lists are kept per currency for the runtime: the row, the pages and a CMS
 * block share one request; the amounts then move by ticks.
 */
function createJackpotsApi(runtime: PluginRuntime) {
  const lists = new Map<string, Promise<JackpotEntry[]>>();
  const settled = new Set<string>();
  // Amounts the list carries are the baseline the ticks move from (only in the currency they are in).
  const baseline = (currency: string, list: readonly JackpotEntry[]) => {
    settled.add(currency);
    stateOf(runtime, amountsState).load(currency, list.filter((j) => j.currency === currency).flatMap((j) => j.levels.map((l) => [l.id, l.amount_cents] as const)));
  };
  return {
    jackpots(currency: string): Promise<JackpotEntry[]> {
      let pending = lists.get(currency);
      if (!pending) {
        pending = runtime.http.requestList({ path: '/api/jackpots', searchParams: { currency }, item: jackpotEntrySchema, code: 'LOAD_JACKPOTS' }).then((list) => {
          baseline(currency, list);
          return list;
        });
        // A failed load is asked again next time, not cached.
        pending.catch(() => lists.delete(currency));
        lists.set(currency, pending);
      }
      return pending;
    },
    /**
     * A list the page was drawn with (a server-rendered page's boot data, `useLoaded`): it never passed through
     * `jackpots`, so it becomes that currency's list and the live amounts' baseline here, once the block has mounted
     * (the hydrating render draws the list's own amounts, as the server did). A list already known is kept.
     */
    adopt(currency: string, list: readonly JackpotEntry[]) {
      if (settled.has(currency)) return;
      lists.set(currency, Promise.resolve([...list]));
      baseline(currency, list);
    },
    /** Spec part 2 §8: a failure is logged as the jackpot-winners error (`LOAD_JACKPOT_WINNERS_ERROR`). */
    winners: (options: { limit: number; sort: WinnersSort; jackpot?: string }) =>
      runtime.http.requestList({
        path: '/api/jackpot_wins',
        searchParams: { limit: options.limit, sort: options.sort, ...(options.jackpot ? { jackpot: options.jackpot } : {}) },
        item: jackpotWinnerSchema,
        code: 'LOAD_JACKPOT_WINNERS',
      }),
  };
}

export const jackpotsApiState = definePluginState(jackpotsManifest, ({ runtime }) => createJackpotsApi(runtime), { lifetime: 'runtime' });
