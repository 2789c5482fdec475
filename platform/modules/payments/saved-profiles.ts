import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../../../schemas/wire/money';
import type { Db } from '../../db/database';
import type { PaymentChanged } from '../../domain-event-map';
import { methodSavesProfile } from './methods';
import { readPayment } from './store';

/** A payment_saved_profiles row (migrations/002): a masked title only, never the details themselves. */
export interface SavedProfileRow {
  id: string;
  player_id: number;
  payment_system: string;
  title: string;
  created_at: string;
  last_used_at: string;
}

export function savedProfile(db: Db, playerId: number, paymentSystem: string, id: string): SavedProfileRow | undefined {
  return db.prepare('SELECT * FROM payment_saved_profiles WHERE id = ? AND player_id = ? AND payment_system = ?').get(id, playerId, paymentSystem) as
    | SavedProfileRow
    | undefined;
}

/** The last used first: one-click deposit pays with the first profile of the last used method. */
export function savedProfilesOf(db: Db, playerId: number): SavedProfileRow[] {
  return db.prepare('SELECT * FROM payment_saved_profiles WHERE player_id = ? ORDER BY last_used_at DESC, id').all(playerId) as SavedProfileRow[];
}

/** The methods with the player's saved profiles of each (GET /api/player/payment_methods). */
export function withSavedProfiles(db: Db, playerId: number, methods: PaymentMethod[]): PaymentMethod[] {
  const profiles = savedProfilesOf(db, playerId);
  return methods.map((method) => ({
    ...method,
    saved_profiles: profiles.filter((p) => p.payment_system === method.id).map((p) => ({ id: p.id, title: p.title })),
  }));
}

/** Saves (or marks as used again) a profile by its masked title; answers its id. */
export function rememberProfile(db: Db, playerId: number, paymentSystem: string, title: string, at = new Date().toISOString()): string {
  db.prepare(
    `INSERT INTO payment_saved_profiles (id, player_id, payment_system, title, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (player_id, payment_system, title) DO UPDATE SET last_used_at = excluded.last_used_at`,
  ).run(`sp_${randomBytes(9).toString('base64url')}`, playerId, paymentSystem, title, at, at);
  return db.prepare('SELECT id FROM payment_saved_profiles WHERE player_id = ? AND payment_system = ? AND title = ?').pluck().get(playerId, paymentSystem, title) as string;
}

/**
 * payment.changed, in the payment's transaction: a card or e-wallet deposit that succeeded leaves a saved
 * profile of its masked details (or refreshes the one it was paid with).
 */
export function saveProfileOfDeposit(db: Db, payment: Readonly<PaymentChanged>) {
  if (payment.action !== 'deposit' || payment.state !== 'succeeded' || payment.previousState === 'succeeded') return;
  const row = readPayment(db, payment.paymentId);
  if (!row?.details_title || !methodSavesProfile(row.payment_system)) return;
  rememberProfile(db, row.player_id, row.payment_system, row.details_title, payment.changedAt);
}
