import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import type { PlatformContext } from '../../context';
import { checkLedger, createSignedInPlayer, insertGame, type SignedIn } from '../../../tests/platform/helpers';
import { makePromoPlatform } from '../../../tests/platform/promotion-helpers';
import { creditWinnings, debitStake } from '../wallet/public';
import { issueBonus, issuePack } from './issue';
import { Changes } from './pushes';
import { DEFAULT_CONTRIBUTIONS, type Contribution } from './wagering-rules';

/**
 * Test helpers of the bonuses module (exempt from the module-boundary check, like accounts' test-platform.ts):
 * a platform on a manual clock, players, a round played exactly as the game studio settles it, and the invariant.
 */

export type BonusPlatform = Awaited<ReturnType<typeof makePromoPlatform>>;
export const makeBonusPlatform = makePromoPlatform;

/** A slot, a table game and a live table with their catalogue categories (the kinds contributions go by). */
export function insertKindGames(db: Db): { slot: string; table: string; live: string; unknown: string } {
  const kinds = { slot: 'slots', table: 'table', live: 'live' } as const;
  const games = Object.fromEntries(
    Object.entries(kinds).map(([name, category]) => {
      const identifier = insertGame(db, { provider: 'croupier-test', slug: `bonus-${name}`, currencies: ['EUR', 'USD'] });
      db.prepare('INSERT OR IGNORE INTO game_collection_items (collection_id, game_identifier, position) VALUES (?, ?, 1)').run(category, identifier);
      return [name, identifier];
    }),
  ) as { slot: string; table: string; live: string };
  return { ...games, unknown: insertGame(db, { provider: 'croupier-test', slug: 'bonus-unknown', currencies: ['EUR', 'USD'] }) };
}

export const newPlayer = (db: Db, currency = 'EUR'): SignedIn => createSignedInPlayer(db, { currency });

/**
 * One paid round as the game studio settles it (round-money.ts): the stake real money first, the win split like
 * the stake, `round.settled` with the split, all in one transaction, with a win the test chooses.
 */
let roundId = 5_000_000;
export function playPaidRound(ctx: Pick<PlatformContext, 'db' | 'domain'>, round: { playerId: number; currency?: string; game: string; betCents: number; winCents?: number }) {
  const currency = round.currency ?? 'EUR';
  const winCents = round.winCents ?? 0;
  return transaction(ctx.db, () => {
    const id = ++roundId;
    const ref = `round:test-${id}`;
    const stake = debitStake(ctx.db, { playerId: round.playerId, currency, betCents: round.betCents, ref });
    if (!stake.ok) return { ok: false as const };
    const win = winCents > 0 ? creditWinnings(ctx.db, { playerId: round.playerId, currency, winCents, betCents: round.betCents, bonusBetCents: stake.bonusCents, ref }) : null;
    if (win && !win.ok) throw new Error(win.reason);
    const split = { realBetCents: stake.realCents, bonusBetCents: stake.bonusCents, realWinCents: win?.realCents ?? 0, bonusWinCents: win?.bonusCents ?? 0 };
    ctx.domain.publish('round.settled', {
      roundId: id,
      sessionId: 'test-session',
      playerId: round.playerId,
      gameIdentifier: round.game,
      kind: 'slot',
      mode: 'real',
      currency,
      betCents: round.betCents,
      winCents,
      multiplier: Math.round((winCents * 100) / round.betCents) / 100,
      ...split,
      settledAt: new Date().toISOString(),
    });
    return { ok: true as const, ...split };
  }).immediate();
}

export interface Pockets {
  real: number;
  bonus: number;
}

export const pocketsOf = (db: Db, playerId: number, currency = 'EUR'): Pockets => {
  const row = db.prepare('SELECT amount_cents, bonus_amount_cents FROM wallet_accounts WHERE player_id = ? AND currency = ?').get(playerId, currency) as
    | { amount_cents: number; bonus_amount_cents: number }
    | undefined;
  return { real: row?.amount_cents ?? 0, bonus: row?.bonus_amount_cents ?? 0 };
};

/**
 * The engine's invariant (README.md): for every wallet the bonus pocket equals the sum of amount_cents of the
 * player's active bonuses of that currency, at most one is active, and each pocket equals its ledger.
 */
export function expectBonusInvariant(db: Db) {
  const mismatches = db
    .prepare(
      `SELECT w.player_id, w.currency, w.bonus_amount_cents AS pocket,
         (SELECT COALESCE(SUM(b.amount_cents), 0) FROM bonuses b WHERE b.player_id = w.player_id AND b.currency = w.currency AND b.stage IN ('activated', 'handle_bets')) AS active,
         (SELECT COUNT(*) FROM bonuses b WHERE b.player_id = w.player_id AND b.currency = w.currency AND b.stage IN ('activated', 'handle_bets')) AS count
       FROM wallet_accounts w`,
    )
    .all() as { player_id: number; currency: string; pocket: number; active: number; count: number }[];
  expect(mismatches.filter((m) => m.pocket !== m.active || m.count > 1)).toEqual([]);
  expect(checkLedger(db)).toEqual({ ok: true, problems: [] });
}

/** A money bonus issued straight into the table, as a definition would give it, for arithmetic tests. */
export function bonusRow(db: Db, id: number) {
  return db.prepare('SELECT * FROM bonuses WHERE id = ?').get(id) as Record<string, unknown>;
}

/** A money bonus with the terms a test names, issued (and activated unless told) in its own transaction. */
export function grantBonus(
  platform: Pick<BonusPlatform, 'ctx'>,
  playerId: number,
  terms: { amount: number; wager?: number; maxWin?: number | null; currency?: string; activate?: boolean; sourceRef?: string; contributions?: Contribution[]; validDays?: number; activatableDays?: number },
) {
  const { ctx } = platform;
  return transaction(ctx.db, () => {
    const changes = new Changes();
    const row = issueBonus(
      ctx,
      changes,
      {
        playerId,
        currency: terms.currency ?? 'EUR',
        type: 'gift',
        sourceRef: terms.sourceRef ?? `test:${Math.random()}`,
        title: 'Test bonus',
        groupKey: 'test',
        definitionId: null,
        amountCents: terms.amount,
        wagerRequirementCents: terms.wager ?? terms.amount * 10,
        maxWinCents: terms.maxWin ?? null,
        contributions: terms.contributions ?? DEFAULT_CONTRIBUTIONS,
        activatableDays: terms.activatableDays ?? 7,
        validDays: terms.validDays ?? 7,
      },
      ctx.clock.now(),
      terms.activate ?? true,
    );
    changes.pushAfterCommit(ctx);
    return row!;
  }).immediate();
}

/** A free-spin pack with the terms a test names (issued, or activated when told). */
export function grantPack(
  platform: Pick<BonusPlatform, 'ctx'>,
  playerId: number,
  terms: { games: string[]; count?: number; betCents?: number; wager?: number; maxWin?: number | null; activate?: boolean; currency?: string; validDays?: number; activatableDays?: number },
) {
  const { ctx } = platform;
  return transaction(ctx.db, () => {
    const changes = new Changes();
    const row = issuePack(
      ctx,
      changes,
      {
        playerId,
        currency: terms.currency ?? 'EUR',
        type: 'gift',
        sourceRef: `test:${Math.random()}`,
        title: 'Test spins',
        groupKey: 'test',
        definitionId: null,
        count: terms.count ?? 3,
        betCents: terms.betCents ?? 20,
        games: terms.games,
        wagerMultiplier: terms.wager ?? 10,
        maxWinCents: terms.maxWin ?? null,
        contributions: DEFAULT_CONTRIBUTIONS,
        activatableDays: terms.activatableDays ?? 7,
        validDays: terms.validDays ?? 3,
      },
      ctx.clock.now(),
      terms.activate ?? false,
    );
    changes.pushAfterCommit(ctx);
    return row!;
  }).immediate();
}

/** A free round as the slot settles it: no money moves, `freeRound: true`, a win the test chooses. */
export function playFreeRound(ctx: Pick<PlatformContext, 'db' | 'domain'>, round: { playerId: number; game: string; betCents: number; winCents: number; currency?: string }) {
  transaction(ctx.db, () => {
    ctx.domain.publish('round.settled', {
      roundId: ++roundId,
      sessionId: 'test-session',
      playerId: round.playerId,
      gameIdentifier: round.game,
      kind: 'slot',
      mode: 'real',
      currency: round.currency ?? 'EUR',
      betCents: round.betCents,
      winCents: round.winCents,
      multiplier: Math.round((round.winCents * 100) / round.betCents) / 100,
      realBetCents: 0,
      bonusBetCents: 0,
      realWinCents: 0,
      bonusWinCents: 0,
      freeRound: true,
      settledAt: new Date().toISOString(),
    });
  }).immediate();
}

export const packRow = (db: Db, id: number) => db.prepare('SELECT * FROM bonus_freespins WHERE id = ?').get(id) as Record<string, unknown>;
