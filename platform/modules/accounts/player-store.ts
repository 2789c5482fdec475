import type { Db } from '../../db/database';

/** A `players` row as the accounts module reads it (migrations/001 and 002). */
export interface PlayerRow {
  id: number;
  email: string;
  password_hash: string;
  nickname: string | null;
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  date_of_birth: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  state: string | null;
  mobile_phone: string | null;
  receive_promos: number;
  receive_sms_promos: number;
  currency: string;
  language: string;
  terms_accepted_at: string | null;
  confirmed_at: string | null;
  confirmation_token: string | null;
  reset_password_token: string | null;
  reset_password_sent_at: string | null;
  two_factor_enabled: number;
  verified: number;
  can_issue_bonuses: number;
  deposit_bonus_code: string | null;
  social_provider: string | null;
  created_at: string;
  current_sign_in_at: string | null;
  vip_status_id: number;
  confirmation_sent_at: string | null;
}

export const findPlayerById = (db: Db, id: number) => db.prepare('SELECT * FROM players WHERE id = ?').get(id) as PlayerRow | undefined;

export const findPlayerByEmail = (db: Db, email: string) =>
  db.prepare('SELECT * FROM players WHERE email = ?').get(email.trim()) as PlayerRow | undefined;

export interface NewPlayer {
  email: string;
  password_hash: string;
  currency: string;
  country: string | null;
  nickname?: string | null;
  language?: string;
  receive_promos?: boolean;
  receive_sms_promos?: boolean;
  terms_accepted_at?: string | null;
  confirmed_at?: string | null;
  confirmation_token?: string | null;
  two_factor_enabled?: boolean;
  social_provider?: string | null;
  vip_status_id?: number;
  first_name?: string | null;
  last_name?: string | null;
  date_of_birth?: string | null;
  city?: string | null;
  address?: string | null;
  postal_code?: string | null;
  state?: string | null;
  mobile_phone?: string | null;
  gender?: string | null;
}

export function insertPlayer(db: Db, player: NewPlayer, now = new Date().toISOString()): number {
  const row = {
    nickname: null, language: 'en', receive_promos: false, receive_sms_promos: false, terms_accepted_at: null, confirmed_at: null,
    confirmation_token: null, two_factor_enabled: false, social_provider: null, vip_status_id: 1117, first_name: null, last_name: null,
    date_of_birth: null, city: null, address: null, postal_code: null, state: null, mobile_phone: null, gender: null,
    // An explicit `undefined` must not erase a default (better-sqlite3 refuses unbound parameters).
    ...Object.fromEntries(Object.entries(player).filter(([, value]) => value !== undefined)),
  } as Required<NewPlayer>;
  const result = db
    .prepare(
      `INSERT INTO players (email, password_hash, currency, country, nickname, language, receive_promos, receive_sms_promos,
        terms_accepted_at, confirmed_at, confirmation_token, confirmation_sent_at, two_factor_enabled, social_provider, vip_status_id,
        first_name, last_name, date_of_birth, city, address, postal_code, state, mobile_phone, gender, created_at)
       VALUES (@email, @password_hash, @currency, @country, @nickname, @language, @receive_promos, @receive_sms_promos,
        @terms_accepted_at, @confirmed_at, @confirmation_token, @confirmation_sent_at, @two_factor_enabled, @social_provider, @vip_status_id,
        @first_name, @last_name, @date_of_birth, @city, @address, @postal_code, @state, @mobile_phone, @gender, @created_at)`,
    )
    .run({
      ...row,
      email: row.email.trim(),
      receive_promos: row.receive_promos ? 1 : 0,
      receive_sms_promos: row.receive_sms_promos ? 1 : 0,
      two_factor_enabled: row.two_factor_enabled ? 1 : 0,
      confirmation_sent_at: row.confirmation_token ? now : null,
      created_at: now,
    });
  return Number(result.lastInsertRowid);
}

export const groupsOf = (db: Db, playerId: number) =>
  db.prepare('SELECT group_id FROM player_groups WHERE player_id = ? ORDER BY group_id').pluck().all(playerId) as number[];

/** Adds the groups the player does not hold yet; answers those it added. */
export function addGroups(db: Db, playerId: number, groupIds: readonly number[]): number[] {
  const insert = db.prepare('INSERT OR IGNORE INTO player_groups (player_id, group_id) VALUES (?, ?)');
  return [...new Set(groupIds)].filter((id) => insert.run(playerId, id).changes > 0);
}
