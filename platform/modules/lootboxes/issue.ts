import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { findPlayerById } from '../accounts/public';
import { displayAmount } from '../info/public';
import { activeWallet } from '../wallet/public';
import { giftsOf, type PrizeBonus } from './prize-terms';
import { pushLootboxAfterCommit } from './pushes';
import { readLootbox, readLootboxByRef, type LootboxRow } from './store';

/** What issuing, opening and expiring need: the database, the socket pushes and the platform's time. */
export type LootboxContext = Pick<PlatformContext, 'db' | 'events' | 'clock'>;

/** An item of a box to issue. `{amount}` in a title becomes the first bonus amount in the box's currency. */
export interface NewLootboxItem {
  prize: string;
  title: string;
  weight: number;
  bonuses: readonly PrizeBonus[];
}

export interface LootboxContents {
  title: string;
  groupKey: string;
  items: readonly NewLootboxItem[];
}

export interface LootboxGrant {
  playerId: number;
  /** Unique per player (`registration`, `wheel:daily:2026-11-24`, a reward's ref): issuing it again gives nothing. */
  sourceRef: string;
  /** A stored definition by key, or contents given here (the wheel's boxes, built from its segments). */
  definitionKey?: string;
  contents?: LootboxContents;
  /** Default: the player's active wallet, else their registration currency. */
  currency?: string;
  /** Default: the definition's `valid_days` from now; required with `contents`. */
  validUntil?: string;
}

interface DefinitionRow {
  id: number;
  key: string;
  title: string;
  group_key: string;
  valid_days: number;
}

interface DefinitionItemRow {
  prize: string;
  title: string;
  weight: number;
  prize_bonuses: string;
}

const DAY_MS = 86_400_000;

/** A title with `{amount}` filled from the item's first money bonus in the currency (`€5 bonus`, `50 kr bonus`). */
function titled(text: string, bonuses: readonly PrizeBonus[], currency: string): string {
  const amount = bonuses.find((b) => b.type === 'bonus')?.attributes.bonus_amount?.[currency];
  return amount === undefined ? text : text.replaceAll('{amount}', displayAmount(amount, currency));
}

function definitionContents(db: Db, key: string): { contents: LootboxContents; definitionId: number; validDays: number } | null {
  const def = db.prepare('SELECT * FROM lootbox_definitions WHERE key = ? AND active = 1').get(key) as DefinitionRow | undefined;
  if (!def) return null;
  const rows = db.prepare('SELECT prize, title, weight, prize_bonuses FROM lootbox_definition_items WHERE definition_id = ? ORDER BY position').all(def.id) as DefinitionItemRow[];
  const items = rows.map((row) => ({ prize: row.prize, title: row.title, weight: row.weight, bonuses: JSON.parse(row.prize_bonuses) as PrizeBonus[] }));
  return { contents: { title: def.title, groupKey: def.group_key, items }, definitionId: def.id, validDays: def.valid_days };
}

/**
 * Writes a box and its own copy of the items (no push, no transaction of its own: the seed calls it directly).
 * An item that cannot be given in the box's currency (an amount missing) gets weight 0: shown, never drawn.
 * Null when the player holds a box of this `sourceRef` already, the definition is unknown, or the player has no currency.
 */
export function insertLootbox(db: Db, grant: LootboxGrant, now: Date, stage: 'issued' | 'expired' = 'issued', createdAt = now): LootboxRow | null {
  if (readLootboxByRef(db, grant.playerId, grant.sourceRef)) return null;
  const fromDefinition = grant.definitionKey ? definitionContents(db, grant.definitionKey) : null;
  const contents = grant.contents ?? fromDefinition?.contents;
  if (!contents) return null;
  const currency = grant.currency ?? activeWallet(db, grant.playerId)?.currency ?? findPlayerById(db, grant.playerId)?.currency;
  if (!currency) return null;
  const validUntil = grant.validUntil ?? new Date(createdAt.getTime() + (fromDefinition?.validDays ?? 7) * DAY_MS).toISOString();
  const inserted = db
    .prepare(
      `INSERT OR IGNORE INTO lootboxes (player_id, definition_id, title, group_key, strategy, currency, stage, source_ref, created_at, valid_until, expired_at)
       VALUES (?, ?, ?, ?, 'weighted', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      grant.playerId,
      fromDefinition?.definitionId ?? null,
      contents.title,
      contents.groupKey,
      currency,
      stage,
      grant.sourceRef,
      createdAt.toISOString(),
      validUntil,
      stage === 'expired' ? validUntil : null,
    );
  if (inserted.changes === 0) return null;
  const id = Number(inserted.lastInsertRowid);
  const insertItem = db.prepare('INSERT INTO lootbox_items (lootbox_id, position, prize, title, weight, prize_bonuses) VALUES (?, ?, ?, ?, ?, ?)');
  contents.items.forEach((item, position) => {
    const bonuses = item.bonuses.map((bonus) => ({ ...bonus, title: titled(bonus.title, [bonus], currency) }));
    const givable = giftsOf(bonuses, currency) !== null;
    insertItem.run(id, position, item.prize, titled(item.title, bonuses, currency), givable ? item.weight : 0, JSON.stringify(bonuses));
  });
  return readLootbox(db, id)!;
}

/**
 * Issues a box to a player (a reward, the registration gift, the wheel's spins), once per `sourceRef`, in the
 * caller's transaction or one of its own; `lootboxes_changes` goes out after the commit. Null when nothing was issued.
 */
export function issueLootbox(ctx: LootboxContext, grant: LootboxGrant): LootboxRow | null {
  return transaction(ctx.db, () => {
    const row = insertLootbox(ctx.db, grant, ctx.clock.now());
    if (row) pushLootboxAfterCommit(ctx, row.id);
    return row;
  }).immediate();
}

/** Whether the player holds a box of this `sourceRef` (of any stage): an issuer skips building one again. */
export const lootboxIssued = (db: Db, playerId: number, sourceRef: string) => readLootboxByRef(db, playerId, sourceRef) !== undefined;
