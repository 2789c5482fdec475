import { engineForGame, type GameFacts } from './engine-for-game';
import { SLOT_FAMILIES } from './slot-families';
import { ROULETTE_RTP } from './roulette';
import { BLACKJACK_RTP } from './blackjack';
import { CRASH_RTP } from './crash';

/**
 * The RTP the studio states for a catalogue game, in percent with two decimals (the tile's `payout`): the
 * stated RTP of the engine that plays it (a slot's family's exact `rtpPercent`, roulette and the live tables
 * 36/37, blackjack 99.5, crash 97). Pure.
 */
export function statedPayout(game: GameFacts): string {
  const engine = engineForGame(game);
  if (engine.kind === 'slot') return SLOT_FAMILIES[engine.family].rtpPercent.toFixed(2);
  const rtp = engine.kind === 'blackjack' ? BLACKJACK_RTP : engine.kind === 'crash' ? CRASH_RTP : ROULETTE_RTP;
  return (rtp * 100).toFixed(2);
}
