import type { Db } from '../../db/database';
import { hashPasswordSync } from './passwords';
import { findPlayerByEmail, insertPlayer, type NewPlayer } from './player-store';

export const DEMO_PASSWORD = 'Demo12345';

type DemoPlayer = Omit<NewPlayer, 'password_hash'>;
const CONFIRMED = '2025-01-01T00:00:00.000Z';

/** The demo accounts of README.md; other modules find them by e-mail when they seed money or bonuses. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    email: 'demo@croupier.dev', currency: 'EUR', country: 'CA', nickname: 'DemoPlayer', terms_accepted_at: CONFIRMED, confirmed_at: CONFIRMED,
    first_name: 'Demo', last_name: 'Player', gender: 'm', date_of_birth: '1990-01-15', city: 'Toronto', address: '1 King Street W',
    postal_code: 'M5H 1A1', state: 'ON', mobile_phone: '+1 416 555 0100', receive_promos: true,
  },
  { email: 'twofa@croupier.dev', currency: 'EUR', country: 'DE', nickname: 'TwoFactor', terms_accepted_at: CONFIRMED, confirmed_at: CONFIRMED, two_factor_enabled: true },
  {
    email: 'aussie@croupier.dev', currency: 'AUD', country: 'AU', nickname: 'Aussie', language: 'en-AU', terms_accepted_at: CONFIRMED, confirmed_at: CONFIRMED,
    first_name: 'Olivia', last_name: 'Smith', date_of_birth: '1988-07-02', city: 'Sydney', address: '10 George Street', postal_code: '2000', state: 'NSW',
    mobile_phone: '+61 2 5550 1234',
  },
  {
    email: 'canuck@croupier.dev', currency: 'CAD', country: 'CA', nickname: 'Canuck', language: 'fr-CA', terms_accepted_at: CONFIRMED, confirmed_at: CONFIRMED,
    postal_code: 'H2X 1Y4', state: 'QC', city: 'Montréal',
  },
  { email: 'vip@croupier.dev', currency: 'EUR', country: 'NO', nickname: 'HighRoller', language: 'no', terms_accepted_at: CONFIRMED, confirmed_at: CONFIRMED, vip_status_id: 259 },
  // Neither confirmed nor terms accepted: exercises the terms popup and the resend-confirmation flow.
  { email: 'newbie@croupier.dev', currency: 'EUR', country: 'IT', language: 'it', confirmation_token: null },
];

/** Re-runnable (platform/module.ts): a demo player already there, by e-mail, is left as it is. */
export function seedDemoPlayers(db: Db) {
  const missing = DEMO_PLAYERS.filter((player) => !findPlayerByEmail(db, player.email));
  if (missing.length === 0) return;
  // One hash for all: scrypt is slow on purpose and demo passwords are public anyway.
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  for (const player of missing) insertPlayer(db, { ...player, password_hash: passwordHash }, CONFIRMED);
}
