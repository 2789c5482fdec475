import type { PlatformEvents } from '../../context';
import type { Db } from '../../db/database';
import { systemClock } from '../../scheduler';
import { findPlayerByEmail } from '../accounts/public';
import { applyBalanceChange } from '../wallet/public';
import { cashbackFor, weekStartOf } from './cashback';
import { issueClaim } from './claims';
import { closePack } from './freespins';
import { offerDefinitionKey } from './seed-offers';
import { issueFromDefinition } from './issue';
import { endBonus, payOut } from './lifecycle';
import { Changes, type BonusContext } from './pushes';
import { readBonus, readDefinition, type BonusRow } from './store';

/**
 * The living bonus state of the demo players (DESIGN §12), relative to the moment of seeding. Every bonus has a
 * natural key (`seed:…` source_ref), so the seed is re-runnable and a version bump adds what an older demo
 * database lacks. Money moves through the wallet like the live flow moves it (activation into the bonus
 * pocket, conversion to real money), so the ledger still adds up and the pocket equals the active bonuses.
 *
 * - demo@: a deposit bonus active with 40% wagered, a no-deposit gift and a free-spins pack to activate, a
 *   `vip_program_` gift, last week's cashback, and a welcome gift that expired ten days ago.
 * - vip@: a high-roller deposit bonus 55% wagered, a `vip_program_` gift, and a no-deposit bonus whose
 *   wagering was done last week (it grew past its max win: the cap converted, the rest was forfeited).
 * - aussie@: a reload bonus 40% wagered and a new welcome gift (money and free spins) in AUD.
 * - canuck@, newbie@: the welcome gift of a new registration.
 * Deposits with an offer recorded before the engine existed (`recorded` claims) are issued too.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Seeds publish nothing: pushes go nowhere. */
const silent: PlatformEvents = { emit: () => undefined, subscribe: () => () => undefined };

interface Ctx extends BonusContext {
  now: Date;
}

const ago = (ctx: Ctx, ms: number) => new Date(ctx.now.getTime() - ms);

function playerId(db: Db, email: string): number | null {
  return findPlayerByEmail(db, email)?.id ?? null;
}

/**
 * A bonus issued `daysAgo` and activated then (waiting instead if the player has another active bonus in that
 * currency, as in an older demo database), with `wageredPercent` of its wagering done by real-money bets
 * (real money first: the bonus money is still whole).
 */
function activeDepositBonus(ctx: Ctx, player: number, currency: string, offer: { title: string; amount: number; wager: number; key: string }, daysAgo: number, wageredPercent: number) {
  const def = readDefinition(ctx.db, offerDefinitionKey(offer.key), currency);
  if (!def) return;
  const changes = new Changes();
  const { bonus } = issueFromDefinition(
    ctx,
    changes,
    { ...def, wager_multiplier: offer.wager },
    { playerId: player, type: 'deposit', sourceRef: `seed:deposit:${offer.key}`, activate: true, amountCents: offer.amount, title: offer.title, freespinsCount: 0 },
    ago(ctx, daysAgo * DAY_MS),
  );
  if (bonus && bonus.stage === 'activated') {
    const wagered = Math.floor((bonus.wager_requirement_cents * wageredPercent) / 100);
    ctx.db.prepare("UPDATE bonuses SET stage = 'handle_bets', wagered_cents = ? WHERE id = ?").run(wagered, bonus.id);
  }
}

/** What issued a seeded gift of a definition (the wire's `type`). */
const TYPES: Readonly<Record<string, string>> = { registration: 'registration', no_deposit: 'no_deposit', freespins_gift: 'gift', vip_reload: 'gift' };

/** A new gift of a definition, issued `hoursAgo`. */
function gift(ctx: Ctx, player: number, key: string, currency: string, hoursAgo: number, sourceRef = `seed:${key}`) {
  const def = readDefinition(ctx.db, key, currency);
  if (!def) return { bonus: null, pack: null };
  return issueFromDefinition(ctx, new Changes(), def, { playerId: player, type: TYPES[key] ?? 'gift', sourceRef, activate: false }, ago(ctx, hoursAgo * HOUR_MS));
}

/** A welcome gift issued 17 days ago that nobody activated: it expired 10 days ago (money and spins). */
function expiredWelcome(ctx: Ctx, player: number, currency: string) {
  const { bonus, pack } = gift(ctx, player, 'registration', currency, 17 * 24, 'seed:registration');
  const expiredAt = ago(ctx, 10 * DAY_MS);
  if (bonus) endBonus(ctx, new Changes(), bonus, 'expire', 'expiry', expiredAt);
  if (pack) closePack(ctx, new Changes(), pack, 'expire', expiredAt);
}

/** Last week's real-money play and the cashback gift it earned (the week is marked decided). */
function lastWeeksCashback(ctx: Ctx, player: number, currency: string, betCents: number, winCents: number) {
  const def = readDefinition(ctx.db, 'cashback', currency);
  if (!def) return;
  const week = weekStartOf(ago(ctx, 7 * DAY_MS));
  const inserted = ctx.db
    .prepare('INSERT OR IGNORE INTO bonus_weekly_play (player_id, currency, week_start, real_bet_cents, real_win_cents, settled_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(player, currency, week, betCents, winCents, ctx.now.toISOString());
  if (inserted.changes === 0) return;
  const amount = cashbackFor(betCents - winCents, def);
  issueFromDefinition(
    ctx,
    new Changes(),
    def,
    { playerId: player, type: 'cashback', sourceRef: `cashback:${week}`, activate: false, amountCents: amount, title: `${def.title} for the week of ${week}`, freespinsCount: 0 },
    ago(ctx, 6 * HOUR_MS),
  );
}

/**
 * A no-deposit bonus activated 8 days ago whose play grew it to `grownTo` (seeded wins into the bonus pocket),
 * wagered in full 6 days ago: its max win became real money, the rest was forfeited.
 */
function wageredNoDeposit(ctx: Ctx, player: number, currency: string, grownTo: number) {
  const def = readDefinition(ctx.db, 'no_deposit', currency);
  if (!def) return;
  const { bonus } = issueFromDefinition(ctx, new Changes(), def, { playerId: player, type: 'no_deposit', sourceRef: 'seed:no_deposit:done', activate: true }, ago(ctx, 8 * DAY_MS));
  if (!bonus || bonus.stage !== 'activated') return;
  const won = grownTo - bonus.amount_cents;
  if (won > 0) {
    const credited = applyBalanceChange(ctx.db, { playerId: player, currency, deltaCents: won, kind: 'win', ref: `seed:bonus:${bonus.id}`, pocket: 'bonus' });
    if (!credited.ok) return;
  }
  ctx.db.prepare("UPDATE bonuses SET stage = 'handle_bets', amount_cents = ?, wagered_cents = wager_requirement_cents WHERE id = ?").run(grownTo, bonus.id);
  const grown = readBonus(ctx.db, bonus.id) as BonusRow;
  payOut(ctx, new Changes(), grown, 'wager_done', 'wagering', ago(ctx, 6 * DAY_MS));
}

export function seedDemoBonuses(db: Db, now = new Date()) {
  const ctx: Ctx = { db, events: silent, clock: systemClock, now };

  // Deposits made with an offer before the engine existed: their bonuses now.
  for (const id of db.prepare("SELECT id FROM deposit_bonus_claims WHERE status = 'recorded' ORDER BY id").pluck().all() as number[]) issueClaim(ctx, id, now);

  const demo = playerId(db, 'demo@croupier.dev');
  if (demo !== null) {
    activeDepositBonus(ctx, demo, 'EUR', { key: 'reload', title: 'Reload 50% up to €200', amount: 5_000, wager: 30 }, 3, 40);
    gift(ctx, demo, 'no_deposit', 'EUR', 2);
    gift(ctx, demo, 'freespins_gift', 'EUR', 5);
    gift(ctx, demo, 'vip_reload', 'EUR', 20);
    lastWeeksCashback(ctx, demo, 'EUR', 18_400, 6_000);
    expiredWelcome(ctx, demo, 'EUR');
  }
  const vip = playerId(db, 'vip@croupier.dev');
  if (vip !== null) {
    // History first: it was active before the deposit bonus.
    wageredNoDeposit(ctx, vip, 'EUR', 7_300);
    activeDepositBonus(ctx, vip, 'EUR', { key: 'high_roller', title: 'High roller 25% up to €1,000 from €500', amount: 25_000, wager: 30 }, 2, 55);
    gift(ctx, vip, 'vip_reload', 'EUR', 30);
  }
  const aussie = playerId(db, 'aussie@croupier.dev');
  if (aussie !== null) {
    activeDepositBonus(ctx, aussie, 'AUD', { key: 'reload', title: 'Reload 50% up to A$200', amount: 7_500, wager: 30 }, 2, 40);
    gift(ctx, aussie, 'registration', 'AUD', 1);
  }
  for (const [email, currency] of [['canuck@croupier.dev', 'CAD'], ['newbie@croupier.dev', 'EUR']] as const) {
    const id = playerId(db, email);
    if (id !== null) gift(ctx, id, 'registration', currency, 3, 'registration');
  }
}
