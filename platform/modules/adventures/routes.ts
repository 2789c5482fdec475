import type { FastifyInstance } from 'fastify';
import { utcDay, type AdventureProgress } from '../../../schemas/wire/adventures';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { findPlayerById, groupsOf } from '../accounts/public';
import { activeWallet } from '../wallet/public';
import { readAdventure, takesPart } from './calendar';
import { dayTargets } from './conditions';
import { completionsOf, standingOn } from './store';

/**
 * `GET /api/player/adventure` (our path: spec part 2 §7 leaves the adventure's paths unshown; README.md): the player's
 * standing on every day of the calendar, in the currency of their active wallet. `adventure: null` when none runs for
 * them. Signed-in only (401 for a guest).
 */
export function registerAdventureRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  app.get('/api/player/adventure', async (request, reply): Promise<AdventureProgress | typeof reply> => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const today = utcDay(ctx.clock.now());
    const adventure = readAdventure(db, today);
    if (!adventure || !takesPart(adventure, groupsOf(db, playerId))) return { adventure: null, days: [] };
    const currency = activeWallet(db, playerId)?.currency ?? findPlayerById(db, playerId)?.currency ?? 'EUR';
    const completed = new Set(completionsOf(db, playerId, adventure.key).map((c) => c.step));
    return {
      adventure: { key: adventure.key, title: adventure.title, today, currency },
      days: adventure.days.map((day) => {
        const standing = standingOn(db, playerId, adventure.key, day.date, currency);
        const targets = dayTargets(day.condition, currency);
        return {
          step: day.step,
          date: day.date,
          completed: completed.has(day.step),
          deposit_cents: standing.depositCents,
          deposit_target_cents: targets.depositCents,
          wager_cents: standing.wagerCents,
          wager_target_cents: targets.wagerCents,
          active_days: standing.activeDays,
          active_days_target: targets.activeDays,
        };
      }),
    };
  });
}
