import type { PlatformContext } from '../../context';
import type { RoundSettled } from '../../domain-event-map';
import { afterCommit } from '../../db/transaction';
import { awardLevel } from './award';
import { dropRoll } from './draw';
import { contributionUnits } from './money';
import { touchPool } from './pushes';
import { activePoolsOfGame, allowedCurrencies, levelsOf } from './store';

/**
 * round.settled, in the round's transaction (DESIGN §12: the bet and its jackpot share commit together): the
 * real-money part of the stake feeds each level of every active jackpot the game plays for (bonus money and free
 * rounds do not), then the bet rolls for a drop, highest level first, one level per jackpot at most. The roll is
 * `dropRoll(jackpot seed, round id, level id)`: recorded by what it depends on, replayable.
 */
export function contributeRound(ctx: Pick<PlatformContext, 'db' | 'events' | 'clock'>, round: Readonly<RoundSettled>): void {
  if (round.mode !== 'real' || round.freeRound || round.realBetCents <= 0) return;
  const { db } = ctx;
  const feed = db.prepare(
    `UPDATE jackpot_levels SET amount_cents = amount_cents + (carry_units + CAST(? AS INTEGER)) / 10000, carry_units = (carry_units + CAST(? AS INTEGER)) % 10000
     WHERE id = ?`,
  );
  for (const pool of activePoolsOfGame(db, round.gameIdentifier)) {
    if (!allowedCurrencies(pool).includes(round.currency)) continue;
    let fed = false;
    for (const level of levelsOf(db, pool.id)) {
      const units = contributionUnits(round.realBetCents, round.currency, level.share_bp);
      if (units === null || units <= 0) continue;
      feed.run(units, units, level.id);
      fed = true;
    }
    if (!fed) continue;
    afterCommit(db, () => touchPool(db, pool.id));
    for (const level of levelsOf(db, pool.id).reverse()) {
      const roll = dropRoll(pool.draw_seed, round.roundId, level.id);
      if (roll >= level.drop_chance_ppm) continue;
      const award = awardLevel(ctx, {
        levelId: level.id,
        generation: level.generation,
        playerId: round.playerId,
        currency: round.currency,
        how: { origin: 'draw', roundId: round.roundId, gameIdentifier: round.gameIdentifier, seed: pool.draw_seed, roll, chancePpm: level.drop_chance_ppm },
      });
      if (award) break;
    }
  }
}
