import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lootboxActivationSchema, lootboxDrawSchema, lootboxSchema } from '../../../schemas/wire/lootboxes';
import { createSignedInPlayer, type SignedIn } from '../../../tests/platform/helpers';
import { makePromoPlatform, type PromoPlatform } from '../../../tests/platform/promotion-helpers';
import { transaction } from '../../db/transaction';
import { updateBonusSettings } from '../accounts/public';
import { activateLootbox } from './activate';
import { replayDraw } from './draw';
import { issueLootbox, type NewLootboxItem } from './issue';
import { bonusMoney, freeSpins, TREASURE_CHEST } from './seed-definitions';
import type { LootboxRow } from './store';

/** Opening a box: one transaction that marks, draws, records and issues — or refuses and changes nothing. */
let platform: PromoPlatform;
let player: SignedIn;

beforeEach(async () => {
  platform = await makePromoPlatform();
  player = createSignedInPlayer(platform.db, { currency: 'EUR' });
});
afterEach(() => platform.close());

const DAY = 86_400_000;
const count = (sql: string, ...args: unknown[]) => platform.db.prepare(sql).pluck().get(...args) as number;
const giftsOf = (playerId: number) =>
  count('SELECT COUNT(*) FROM bonuses WHERE player_id = ?', playerId) + count('SELECT COUNT(*) FROM bonus_freespins WHERE player_id = ?', playerId);
const lootboxPushes = () => platform.pushes.filter((p) => p.scope === 'private' && p.channel === 'lootboxes_changes');

function chest(playerId = player.playerId, overrides: { sourceRef?: string; validUntil?: string; items?: NewLootboxItem[] } = {}): LootboxRow {
  const grant = overrides.items
    ? { contents: { title: 'Test box', groupKey: 'lootbox', items: overrides.items }, validUntil: overrides.validUntil ?? new Date(platform.clock.now().getTime() + DAY).toISOString() }
    : { definitionKey: TREASURE_CHEST, validUntil: overrides.validUntil };
  return issueLootbox(platform.ctx, { playerId, sourceRef: overrides.sourceRef ?? `test:${Math.random()}`, ...grant })!;
}

const post = (id: number | string, who: SignedIn = player) =>
  platform.app.inject({ method: 'POST', url: `/api/player/lootboxes/${id}/activation`, headers: who.headers, payload: {} });
const get = (url: string, who: SignedIn = player) => platform.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

describe('activation', () => {
  it('draws an item from a recorded seed, issues its gift in the box currency, answers the item and pushes the box', async () => {
    const box = chest();
    const before = lootboxPushes().length;
    const answer = await post(box.id);
    expect(answer.statusCode).toBe(200);
    const opened = z.parse(lootboxActivationSchema, answer.json());
    expect(opened.lootbox).toMatchObject({ id: String(box.id), stage: 'activated', activated_item_id: opened.item.id });
    expect(opened.issued).toHaveLength(1);
    const gift = opened.issued[0]!;
    const table = gift.kind === 'bonus' ? 'bonuses' : 'bonus_freespins';
    const row = platform.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(Number(gift.id)) as { player_id: number; stage: string; currency: string; source_ref: string; type: string; group_key: string };
    expect(row).toMatchObject({ player_id: player.playerId, stage: 'issued', currency: 'EUR', source_ref: `lootbox:${box.id}:0`, type: 'lootbox', group_key: 'lootbox' });

    // The record replays to the same item, and the audit call serves it.
    expect(replayDraw(platform.db, box.id)).toMatchObject({ itemId: Number(opened.item.id), roll: opened.draw!.roll });
    const audit = z.parse(lootboxDrawSchema, (await get(`/api/player/lootboxes/${box.id}/draw`)).json());
    expect(audit).toMatchObject({ item_id: opened.item.id, prize: opened.item.prize, seed: opened.draw!.seed, nonce: box.id });

    const pushed = lootboxPushes().slice(before);
    expect(pushed).toHaveLength(1);
    expect(z.parse(lootboxSchema, (pushed[0] as { payload: unknown }).payload)).toMatchObject({ stage: 'activated', activated_item_id: opened.item.id });
    expect(platform.pushes.some((p) => p.scope === 'private' && (p.channel === 'bonuses_changes' || p.channel === 'freespins_changes'))).toBe(true);
  });

  it('issues the terms of the item drawn: amount, wager multiplier and max win of a money bonus', () => {
    const box = chest(player.playerId, { items: [{ prize: 'bonus-5', title: '{amount} bonus', weight: 1, bonuses: [bonusMoney(5, 25, 50)] }] });
    const result = activateLootbox(platform.ctx, player.playerId, box.id, () => 7);
    expect(result.ok).toBe(true);
    const bonus = platform.db.prepare('SELECT amount_cents, wager_requirement_cents, max_win_cents, title FROM bonuses WHERE player_id = ?').get(player.playerId);
    expect(bonus).toEqual({ amount_cents: 500, wager_requirement_cents: 12_500, max_win_cents: 5_000, title: '€5 bonus' });
  });

  it('free spins become a pack whose winnings are wagered as the item says', () => {
    const box = chest(player.playerId, { items: [{ prize: 'fs-10', title: '10 free spins', weight: 1, bonuses: [freeSpins(10, 30, 50)] }] });
    expect(activateLootbox(platform.ctx, player.playerId, box.id).ok).toBe(true);
    const pack = platform.db.prepare('SELECT freespins_total, wager_multiplier, max_win_cents, stage FROM bonus_freespins WHERE player_id = ?').get(player.playerId);
    expect(pack).toEqual({ freespins_total: 10, wager_multiplier: 30, max_win_cents: 5_000, stage: 'issued' });
  });

  it('an item without bonuses ("try again") opens the box and issues nothing', () => {
    const box = chest(player.playerId, { items: [{ prize: 'none', title: 'Try again', weight: 1, bonuses: [] }] });
    const result = activateLootbox(platform.ctx, player.playerId, box.id);
    expect(result.ok && result.answer.issued).toEqual([]);
    expect(giftsOf(player.playerId)).toBe(0);
  });
});

describe('refusals change nothing', () => {
  it('an already activated box: 422 already_activated, no second prize, no second draw', async () => {
    const box = chest();
    expect((await post(box.id)).statusCode).toBe(200);
    const gifts = giftsOf(player.playerId);
    const draw = platform.db.prepare('SELECT * FROM lootbox_draws WHERE lootbox_id = ?').get(box.id);
    const again = await post(box.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { base: ['already_activated'] } });
    expect(giftsOf(player.playerId)).toBe(gifts);
    expect(platform.db.prepare('SELECT * FROM lootbox_draws WHERE lootbox_id = ?').get(box.id)).toEqual(draw);
  });

  it('an expired box: 422 expired, whether the job marked it or only its time ran out; no prize, no draw', async () => {
    const marked = chest(player.playerId, { validUntil: new Date(platform.clock.now().getTime() + 60_000).toISOString() });
    const unmarked = chest(player.playerId, { validUntil: new Date(platform.clock.now().getTime() + 60_000).toISOString() });
    platform.clock.advance(61_000);
    // The first marked as the expiry job marks it; the second only past its time (the job has not run).
    platform.db.prepare("UPDATE lootboxes SET stage = 'expired', expired_at = ? WHERE id = ?").run(platform.clock.now().toISOString(), marked.id);
    for (const box of [marked, unmarked]) {
      const answer = await post(box.id);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ errors: { base: ['expired'] } });
      expect(count('SELECT COUNT(*) FROM lootbox_draws WHERE lootbox_id = ?', box.id)).toBe(0);
    }
    expect(count("SELECT COUNT(*) FROM lootboxes WHERE id = ? AND stage = 'issued'", unmarked.id)).toBe(1);
    expect(giftsOf(player.playerId)).toBe(0);
  });

  it("another player's box or an unknown id: 404, and the box stays closed", async () => {
    const box = chest();
    const other = createSignedInPlayer(platform.db);
    for (const answer of [await post(box.id, other), await post(999_999), await post('abc')]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'not_found' });
    }
    expect((await get(`/api/player/lootboxes/${box.id}/draw`, other)).statusCode).toBe(404);
    expect(count("SELECT COUNT(*) FROM lootboxes WHERE id = ? AND stage = 'issued'", box.id)).toBe(1);
    expect(giftsOf(player.playerId) + giftsOf(other.playerId)).toBe(0);
  });

  it('a player who may not be given bonuses: 422 bonuses_disabled, the box stays issued', async () => {
    const box = chest();
    updateBonusSettings(platform.db, player.playerId, { canIssue: false });
    const answer = await post(box.id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ errors: { base: ['bonuses_disabled'] } });
    expect(count("SELECT COUNT(*) FROM lootboxes WHERE id = ? AND stage = 'issued'", box.id)).toBe(1);
    expect(giftsOf(player.playerId)).toBe(0);
  });

  it('a prize that cannot be issued rolls back the mark: the box stays issued and undrawn', () => {
    // Free spins in a currency with no prize spin terms: the bonuses engine refuses, the whole opening rolls back.
    platform.db.prepare("UPDATE bonus_definitions SET active = 0 WHERE key = 'prize_freespins' AND currency = 'EUR'").run();
    const box = chest(player.playerId, { items: [{ prize: 'fs-10', title: '10 free spins', weight: 1, bonuses: [freeSpins(10, 30, 50)] }] });
    const pushes = lootboxPushes().length;
    expect(activateLootbox(platform.ctx, player.playerId, box.id)).toEqual({ ok: false, reason: 'prize_unavailable' });
    expect(count("SELECT COUNT(*) FROM lootboxes WHERE id = ? AND stage = 'issued'", box.id)).toBe(1);
    expect(count('SELECT COUNT(*) FROM lootbox_draws')).toBe(0);
    expect(giftsOf(player.playerId)).toBe(0);
    expect(lootboxPushes().length).toBe(pushes);
  });

  it('guests get 401', async () => {
    const box = chest();
    expect((await platform.app.inject({ method: 'POST', url: `/api/player/lootboxes/${box.id}/activation` })).statusCode).toBe(401);
    expect((await platform.app.inject({ method: 'GET', url: '/api/player/lootboxes' })).statusCode).toBe(401);
  });
});

describe('list and expiry', () => {
  it('lists open boxes and recent ones, marks an expired box shown as such, and the job expires it with a push', async () => {
    const soon = chest(player.playerId, { validUntil: new Date(platform.clock.now().getTime() + 60_000).toISOString() });
    const open = chest();
    const list = () => get('/api/player/lootboxes').then((r) => (r.json() as unknown[]).map((b) => z.parse(lootboxSchema, b)));
    const mine = (await list()).filter((b) => b.group_key === 'lootbox');
    expect(mine.map((b) => [b.id, b.stage])).toEqual(expect.arrayContaining([[String(open.id), 'issued'], [String(soon.id), 'issued']]));
    expect(mine.find((b) => b.id === String(open.id))!.items.map((i) => i.weight)).toEqual([5000, 2000, 1400, 820, 470, 50, 10]);

    platform.clock.advance(61_000);
    expect((await list()).find((b) => b.id === String(soon.id))!.stage).toBe('expired');
    const before = lootboxPushes().length;
    platform.ctx.scheduler.runDue();
    expect(count('SELECT COUNT(*) FROM lootboxes WHERE id = ? AND stage = ?', soon.id, 'expired')).toBe(1);
    expect(lootboxPushes().slice(before).map((p) => (p as { payload: { id: number; stage: string } }).payload)).toEqual([expect.objectContaining({ id: soon.id, stage: 'expired' })]);
    // Running it again does nothing more.
    platform.ctx.scheduler.runDue();
    expect(lootboxPushes().length).toBe(before + 1);
  });

  it('a new player finds a welcome chest in the registration currency, once, issued in the registration transaction', () => {
    const id = createSignedInPlayer(platform.db, { currency: 'CAD' }).playerId;
    const registered = () =>
      transaction(platform.db, () =>
        platform.ctx.domain.publish('player.registered', { playerId: id, email: 'x@example.com', currency: 'CAD', country: 'CA', language: 'en', via: 'email', registeredAt: platform.clock.now().toISOString() }),
      )();
    registered();
    registered();
    const boxes = platform.db.prepare("SELECT currency, source_ref, stage FROM lootboxes WHERE player_id = ? AND group_key = 'lootbox'").all(id);
    expect(boxes).toEqual([{ currency: 'CAD', source_ref: 'registration', stage: 'issued' }]);
  });
});
