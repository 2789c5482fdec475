import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import type { WinEvent } from '../../../schemas/wire/realtime';
import { gameTitle } from '../catalogue/public';
import { createThrottle, type Throttle } from './throttle';
import { readPool, type AwardRow } from './store';
import { awardToWire, changesToWire } from './view';

/** The public channel of pool amounts; the event has its name (schemas/wire/jackpots.ts). */
export const JACKPOTS_CHANGES = 'jackpots_changes';
/** The private channel of a player's own jackpot wins. */
export const JACKPOT_WIN_AWARD = 'jackpot_win_award';
/** How often a jackpot's amounts go out at most (spec part 1 §7: they tick; a bet storm does not flood sockets). */
export const TICK_INTERVAL_MS = 1_000;

// One ticker per database (tests run several platforms side by side), made by `register`.
const tickers = new WeakMap<Db, Throttle<number>>();

/** The throttled `jackpots_changes` pusher of this platform; `stop` it on close. */
export function startTicker(ctx: Pick<PlatformContext, 'db' | 'events' | 'clock'>): Throttle<number> {
  const ticker = createThrottle<number>(TICK_INTERVAL_MS, (ids) => {
    for (const id of ids) {
      // Committed rows only: the ticker runs after the commits that touched the pools.
      const pool = readPool(ctx.db, id);
      if (pool) ctx.events.emit({ scope: 'public', channel: JACKPOTS_CHANGES, event: JACKPOTS_CHANGES, payload: changesToWire(ctx.db, pool, ctx.clock.now()) });
    }
  });
  tickers.set(ctx.db, ticker);
  return ticker;
}

/** A jackpot's pools changed (after commit): its amounts go out with the next tick. */
export function touchPool(db: Db, jackpotId: number) {
  tickers.get(db)?.touch(jackpotId);
}

/**
 * After a drop committed: the private award to the winner, and a public `wins` entry (the public name only, never
 * the player id) with the jackpot and level, which feeds everyone's "latest wins".
 */
export function pushAward(ctx: Pick<PlatformContext, 'db' | 'events'>, award: AwardRow) {
  const pool = readPool(ctx.db, award.jackpot_id);
  if (!pool || award.player_id === null) return;
  ctx.events.emit({ scope: 'private', playerId: award.player_id, channel: JACKPOT_WIN_AWARD, event: JACKPOT_WIN_AWARD, payload: awardToWire(award, pool) });
  const game = award.game_identifier ?? pool.identifier;
  const win: WinEvent & { jackpot_identifier: string; jackpot_level_name: string } = {
    game_identifier: game,
    game_title: award.game_identifier ? gameTitle(ctx.db, award.game_identifier) : pool.name,
    nickname: award.user_name,
    currency: award.currency,
    amount_cents: award.amount_cents,
    created_at: award.created_at,
    jackpot_identifier: pool.identifier,
    jackpot_level_name: award.level_name,
  };
  ctx.events.emit({ scope: 'public', channel: 'wins', event: 'wins', payload: win });
  touchPool(ctx.db, pool.id);
}
