import type * as z from 'zod/mini';
import type { registrationBonusOfferSchema } from '../../../schemas/wire/bonuses';
import type { Db } from '../../db/database';
import type { PlayerRegistered } from '../../domain-event-map';
import { issueFromDefinition, mayIssue } from './issue';
import { Changes, type BonusContext } from './pushes';
import { readDefinition } from './store';

/**
 * The registration bonus: what `GET /api/bonuses/registration?currency=` shows a guest on the sign-up screen,
 * and what `player.registered` gives the new player in their currency, in the registration's transaction: the
 * definition `registration` (money and free spins), as new gifts to activate.
 */
export type WireRegistrationOffer = z.input<typeof registrationBonusOfferSchema>;

export function registrationOffers(db: Db, currency: string): WireRegistrationOffer[] {
  const def = readDefinition(db, 'registration', currency);
  if (!def) return [];
  return [
    {
      id: def.id,
      title: def.title,
      description: def.description,
      currency: def.currency,
      amount_cents: def.amount_cents,
      freespins_count: def.freespins_count,
      wager_multiplier: def.wager_multiplier,
      group_key: def.group_key,
    },
  ];
}

export function issueRegistrationBonus(ctx: BonusContext, player: Readonly<PlayerRegistered>) {
  if (!mayIssue(ctx.db, player.playerId)) return;
  const def = readDefinition(ctx.db, 'registration', player.currency);
  if (!def) return;
  const changes = new Changes();
  issueFromDefinition(ctx, changes, def, { playerId: player.playerId, type: 'registration', sourceRef: 'registration', activate: false }, ctx.clock.now());
  changes.pushAfterCommit(ctx);
}
