import type { PlatformContext } from '../../context';
import { bonusIssued, freespinsIssued, tournamentResult } from './facts';
import { notify } from './notify';

/**
 * Facts another module already announces after its commit with the whole object, on the player's socket: a new
 * bonus (`bonuses_changes`), a new free-spin pack (`freespins_changes`), a tournament's result for every participant
 * (`tournament_notifications`). They are read here from the platform's push bus rather than from a second, copied
 * domain event: the pushes carry exactly what the player sees, go out only after the commit, and every one of them
 * (the seed's excepted) passes here. Dedup by the fact (`bonus:{id}`) makes a repeated push harmless.
 */
export function listenToPlayerPushes(ctx: Pick<PlatformContext, 'db' | 'events' | 'clock'>): () => void {
  return ctx.events.subscribe((event) => {
    if (event.scope !== 'private') return;
    const now = ctx.clock.now();
    if (event.channel === 'bonuses_changes') notify(ctx, bonusIssued(event.playerId, event.payload, now));
    else if (event.channel === 'freespins_changes') notify(ctx, freespinsIssued(event.playerId, event.payload, now));
    else if (event.channel === 'tournament_notifications') notify(ctx, tournamentResult(event.playerId, event.payload));
  });
}
