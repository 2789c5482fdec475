import type { Db } from '../../db/database';
import type { WirePlayer } from '../../../schemas/wire/player';
import { licenceFor, statusesOf } from '../info/public';
import { findPlayerById, groupsOf, type PlayerRow } from './player-store';

const GENDERS = new Set(['m', 'f']);

/** Fields the platform still needs before the player may play (§4: terms popup, social sign-up completion). */
export function authFieldsMissed(row: PlayerRow): string[] {
  const missed: string[] = [];
  if (!row.terms_accepted_at) missed.push('terms_acceptance');
  if (!row.country) missed.push('country');
  return missed;
}

/**
 * GET /api/player: a players row in the family's wire shape (`playerSchema`): unset personal fields and
 * `sumsub_verified` are `null`, as a real platform sends them.
 */
export function toPlayer(db: Db, row: PlayerRow): WirePlayer {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender && GENDERS.has(row.gender) ? (row.gender as 'm' | 'f') : null,
    date_of_birth: row.date_of_birth,
    country: row.country,
    city: row.city,
    address: row.address,
    postal_code: row.postal_code,
    state: row.state,
    mobile_phone: row.mobile_phone,
    receive_promos: row.receive_promos === 1,
    receive_sms_promos: row.receive_sms_promos === 1,
    currency: row.currency,
    language: row.language,
    statuses: statusesOf(row.vip_status_id),
    groups: groupsOf(db, row.id),
    auth_fields_missed: authFieldsMissed(row),
    created_at: row.created_at,
    current_sign_in_at: row.current_sign_in_at,
    confirmed_at: row.confirmed_at,
    verified: row.verified === 1,
    sumsub_verified: null,
    two_factor_enabled: row.two_factor_enabled === 1,
    can_issue_bonuses: row.can_issue_bonuses === 1,
    deposit_bonus_code: row.deposit_bonus_code,
    autoregistered: false,
    autologin_link: null,
    license_name: licenceFor(row.country),
  };
}

export function playerById(db: Db, id: number): WirePlayer | null {
  const row = findPlayerById(db, id);
  return row ? toPlayer(db, row) : null;
}
