import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lootboxActivationSchema, lootboxSchema, type Lootbox } from '../../../schemas/wire/lootboxes';
import { createSignedInPlayer, type SignedIn } from '../../../tests/platform/helpers';
import { addGroup, makePromoPlatform, type PromoPlatform } from '../../../tests/platform/promotion-helpers';
import { transaction } from '../../db/transaction';
import { createManualClock } from '../../scheduler';
import { groupsOf } from '../accounts/public';
import { writeFeConfig } from '../feconfig/feconfig-store';
import { grantWheelSpin } from './grants';
import { CHAT_ROTATION_GROUP, WHEEL_ROTATION_GROUP } from './rotation';

/** The prize wheel's platform side: daily and granted spins as lootboxes built from the fe-config segments. */
let platform: PromoPlatform;

beforeEach(async () => {
  platform = await makePromoPlatform({ clock: createManualClock('2026-11-24T10:00:00.000Z') });
});
afterEach(() => platform.close());

const list = async (who: SignedIn): Promise<Lootbox[]> => {
  const answer = await platform.app.inject({ method: 'GET', url: '/api/player/lootboxes', headers: { cookie: who.cookie } });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as unknown[]).map((box) => z.parse(lootboxSchema, box));
};
const wheelBoxes = async (who: SignedIn, group = 'wheel') => (await list(who)).filter((box) => box.group_key === group);
/** A player with an odd id (the wheel side of the rotation) or an even one. */
function playerWithParity(odd: boolean): SignedIn {
  for (;;) {
    const player = createSignedInPlayer(platform.db, { currency: 'EUR' });
    if ((player.playerId % 2 === 1) === odd) return player;
  }
}

describe('the daily spin (rocketmart-wheel, group wheel)', () => {
  it('is one box per UTC day, valid until the day ends, whose items are the wheel-config prizes (comp points never won)', async () => {
    const player = createSignedInPlayer(platform.db);
    const [today] = await wheelBoxes(player);
    expect(today).toMatchObject({ stage: 'issued', currency: 'EUR', valid_until: '2026-11-25T00:00:00.000Z', title: 'Daily wheel spin' });
    // Spec part 2 §9: 4000, 4000, 2000, 5, others 0 — the comp points segment (4000) cannot be given yet.
    expect(today!.items.map((i) => [i.prize, i.weight])).toEqual([['fs-10', 4000], ['cp-100', 0], ['bonus-5', 2000], ['bonus-500', 5], ['fs-100', 0], ['none', 0]]);
    expect(today!.items.find((i) => i.prize === 'bonus-5')!.bonuses[0]).toMatchObject({ type: 'bonus', attributes: { bonus_amount: { EUR: 500 } }, result_bonus: { wager: 25, max_win: { EUR: 5_000 } } });
    expect(await wheelBoxes(player)).toHaveLength(1);

    platform.clock.set(new Date('2026-11-25T00:00:01.000Z'));
    platform.ctx.scheduler.runDue();
    const boxes = await wheelBoxes(player);
    expect(boxes.map((b) => [b.created_at.slice(0, 10), b.stage])).toEqual([['2026-11-25', 'issued'], ['2026-11-24', 'expired']]);
  });

  it('a spin is the box activation: the item drawn is a segment, its gift carries the group `wheel`', async () => {
    const player = createSignedInPlayer(platform.db);
    const [box] = await wheelBoxes(player);
    const answer = await platform.app.inject({ method: 'POST', url: `/api/player/lootboxes/${box!.id}/activation`, headers: player.headers, payload: {} });
    expect(answer.statusCode).toBe(200);
    const spin = z.parse(lootboxActivationSchema, answer.json());
    expect(['fs-10', 'bonus-5', 'bonus-500']).toContain(spin.item.prize);
    const table = spin.issued[0]!.kind === 'bonus' ? 'bonuses' : 'bonus_freespins';
    expect(platform.db.prepare(`SELECT group_key FROM ${table} WHERE id = ?`).pluck().get(Number(spin.issued[0]!.id))).toBe('wheel');
    // Spun today: no second box until tomorrow.
    expect((await wheelBoxes(player)).map((b) => b.stage)).toEqual(['activated']);
  });

  it('none when wheel-config is disabled or names groups the player lacks', async () => {
    const player = createSignedInPlayer(platform.db);
    const config = platform.db.prepare("SELECT document FROM fe_configs WHERE key = 'wheel-config'").pluck().get() as string;
    writeFeConfig(platform.db, 'wheel-config', { ...JSON.parse(config), groups: [759] });
    expect(await wheelBoxes(player)).toEqual([]);
    addGroup(platform.db, player.playerId, 759);
    expect(await wheelBoxes(player)).toHaveLength(1);
    const other = createSignedInPlayer(platform.db);
    writeFeConfig(platform.db, 'wheel-config', { ...JSON.parse(config), enabled: false });
    expect(await wheelBoxes(other)).toEqual([]);
  });
});

describe('granted spins (rocketplay-wheel, group manual_wheel)', () => {
  it('a grant becomes one box of the segment set of the player’s group, once', async () => {
    const player = playerWithParity(true);
    grantWheelSpin(platform.db, player.playerId, 'reward:1', platform.clock.now());
    grantWheelSpin(platform.db, player.playerId, 'reward:1', platform.clock.now());
    const boxes = await wheelBoxes(player, 'manual_wheel');
    expect(boxes).toHaveLength(1);
    // Odd id: rotation group 543, whose segments wheel-config-segments lists first.
    expect(boxes[0]!.items.map((i) => i.prize)).toEqual(['fs-20', 'bonus-10', 'bonus-1000']);
    expect(await wheelBoxes(player, 'manual_wheel')).toHaveLength(1);
  });

  it('a player without a listed group gets the default set', async () => {
    const player = playerWithParity(false);
    grantWheelSpin(platform.db, player.playerId, 'reward:2', platform.clock.now());
    const [box] = await wheelBoxes(player, 'manual_wheel');
    expect(box!.items.map((i) => i.prize)).toEqual(['fs-10', 'cp-100', 'bonus-5', 'bonus-500', 'fs-100', 'none']);
  });
});

describe('wheel or chat rotation (spec part 2 §9: groups 543 / 544 by player id parity)', () => {
  it('is assigned at registration and, for a player who has neither, when their boxes are listed', async () => {
    const odd = playerWithParity(true);
    const even = playerWithParity(false);
    transaction(platform.db, () =>
      platform.ctx.domain.publish('player.registered', { playerId: odd.playerId, email: 'o@example.com', currency: 'EUR', country: 'CA', language: 'en', via: 'email', registeredAt: platform.clock.now().toISOString() }),
    )();
    expect(groupsOf(platform.db, odd.playerId)).toContain(WHEEL_ROTATION_GROUP);
    expect(groupsOf(platform.db, even.playerId)).not.toContain(CHAT_ROTATION_GROUP);
    await list(even);
    expect(groupsOf(platform.db, even.playerId)).toContain(CHAT_ROTATION_GROUP);
    expect(groupsOf(platform.db, even.playerId)).not.toContain(WHEEL_ROTATION_GROUP);
    expect(platform.pushes.some((p) => p.scope === 'private' && p.channel === 'groups_updates' && p.playerId === even.playerId)).toBe(true);
  });
});
