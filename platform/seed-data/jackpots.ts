import type { Jackpot, JackpotWin } from '../../schemas/wire/games';
import { CATALOGUE_ANCHOR } from './games';
import { convertEurCents } from './currencies';
import { createPrng } from './prng';

const LEVELS = ['Mini', 'Minor', 'Major', 'Grand'] as const;
const LEVEL_BASE_EUR_CENTS = [2_500, 25_000, 500_000, 10_000_000];

/** Three network jackpots over the catalogue's jackpot games, four levels each. */
export function generateJackpots(gameIdentifiers: string[]): Jackpot[] {
  const rng = createPrng(7);
  const specs = [
    { identifier: 'mystic-jackpot', name: 'Mystic Jackpot' },
    { identifier: 'aurora-mega-drop', name: 'Aurora Mega Drop' },
    { identifier: 'golden-vault', name: 'Golden Vault' },
  ];
  return specs.map((spec, j) => ({
    id: j + 1,
    identifier: spec.identifier,
    name: spec.name,
    state: 'active' as const,
    currency: 'EUR',
    allowed_currencies: ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'NOK'],
    games: rng.sample(gameIdentifiers, Math.min(12, gameIdentifiers.length)),
    levels: LEVELS.map((name, i) => ({
      id: (j + 1) * 10 + i,
      identifier: name.toLowerCase(),
      name,
      index: i,
      amount_cents: Math.round(LEVEL_BASE_EUR_CENTS[i]! * (1 + rng.next() * 2)),
    })),
  }));
}

const NAMES = ['Lucky_Lars', 'MiaRoller', 'KiwiKate', 'Northstar88', 'SpinMaster', 'Giulia_R', 'MapleMoose', 'Hansi2000', 'AussieAce', 'Freya_B', 'LottoLuca', 'JackpotJen'];
const WIN_CURRENCIES = ['EUR', 'CAD', 'AUD', 'NZD', 'NOK', 'USD'];

/** Recent winners for the leaderboard, newest first (the client masks names to 6 chars + ***). */
export function generateJackpotWins(): JackpotWin[] {
  const rng = createPrng(11);
  const wins: JackpotWin[] = [];
  for (let i = 0; i < 30; i++) {
    const level = rng.int(0, 3);
    const eur = Math.round(LEVEL_BASE_EUR_CENTS[level]! * (1 + rng.next()));
    const currency = rng.pick(WIN_CURRENCIES);
    wins.push({
      user_name: rng.pick(NAMES),
      jackpot_original_amount_cents: eur,
      jackpot_original_currency: 'EUR',
      jackpot_level_name: LEVELS[level]!,
      amount_cents: convertEurCents(eur, currency)!,
      currency,
      created_at: new Date(CATALOGUE_ANCHOR - i * 7_300_000 - rng.int(0, 3_600_000)).toISOString(),
    });
  }
  return wins;
}
