import * as z from 'zod/mini';
import { defineRealtimeHandler, stateOf } from '@core/index';
import { winEventSchema } from '@schemas/wire/realtime';
import { jackpotWinFields } from '@schemas/wire/jackpots';
import { winsState } from '../state';

const feedEventSchema = z.extend(winEventSchema, jackpotWinFields);

/** `wins` (public): a big win or a jackpot drop goes first into the strip's entries. */
export default defineRealtimeHandler(feedEventSchema, (win, runtime) => {
  stateOf(runtime, winsState).add({
    key: `${win.created_at}:${win.game_identifier}:${win.nickname}:${win.amount_cents}`,
    name: win.nickname,
    game: win.game_title || win.game_identifier,
    amountCents: win.amount_cents,
    currency: win.currency,
    jackpotLevel: win.jackpot_level_name ?? null,
    at: win.created_at,
  });
});
