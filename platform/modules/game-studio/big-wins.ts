import type { PlatformContext } from '../../context';
import type { RoundSettled } from '../../domain-event-map';
import type { WinEvent } from '../../../schemas/wire/realtime';
import { publicName } from '../accounts/public';
import { gameTitle } from '../catalogue/public';

/** A win this many times the bet is announced on the public `wins` channel. */
const BIG_WIN_FACTOR = 10;

/** round.settled, after commit: a big real-money win goes to everyone's wins feed. */
export function announceBigWin(ctx: PlatformContext, round: RoundSettled) {
  if (round.mode !== 'real' || round.winCents < round.betCents * BIG_WIN_FACTOR) return;
  const payload: WinEvent = {
    game_identifier: round.gameIdentifier,
    game_title: gameTitle(ctx.db, round.gameIdentifier),
    nickname: publicName(ctx.db, round.playerId),
    currency: round.currency,
    amount_cents: round.winCents,
    created_at: round.settledAt,
  };
  ctx.events.emit({ scope: 'public', channel: 'wins', event: 'wins', payload });
}
