import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInPlayer } from '../../../tests/platform/helpers';
import { makePromoPlatform, minutes, type PromoPlatform } from '../../../tests/platform/promotion-helpers';
import { notificationSchema } from '../../../schemas/wire/notifications';
import { transaction } from '../../db/transaction';
import type { PaymentChanged } from '../../domain-event-map';
import { paymentState, tournamentResult } from './facts';
import { NOTIFICATION_TTL_MS } from './store';

let platform: PromoPlatform;
beforeEach(async () => {
  platform = await makePromoPlatform();
});
afterEach(() => platform.close());

const list = async (cookie: string) => {
  const response = await platform.app.inject({ method: 'GET', url: '/api/player/notifications', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as unknown[]).map((item) => notificationSchema.parse(item));
};
const pushed = (playerId: number) => platform.pushes.filter((p) => p.scope === 'private' && p.playerId === playerId && p.channel === 'personal_notifications');

const payment = (playerId: number, state: PaymentChanged['state'], previousState: PaymentChanged['previousState']): PaymentChanged => ({
  paymentId: 77,
  playerId,
  action: 'deposit',
  currency: 'EUR',
  amountCents: 5000,
  state,
  previousState,
  bonusId: null,
  createdAt: platform.clock.now().toISOString(),
  changedAt: platform.clock.now().toISOString(),
});

describe('personal notifications', () => {
  it('tells a player once that their deposit succeeded, after the commit, and lists it', async () => {
    const player = createSignedInPlayer(platform.db);
    const publish = (p: PaymentChanged) => transaction(platform.db, () => platform.ctx.domain.publish('payment.changed', p))();
    publish(payment(player.playerId, 'pending', null));
    expect(pushed(player.playerId)).toHaveLength(0);
    publish(payment(player.playerId, 'succeeded', 'pending'));
    publish(payment(player.playerId, 'succeeded', 'pending')); // a handler run twice tells nothing new
    expect(pushed(player.playerId)).toHaveLength(1);
    const [item] = await list(player.cookie);
    expect(item).toMatchObject({ type: 'personal', text: 'Your deposit of €50.00 has been credited.', content: { title: 'Deposit update', button: { path: '/cashbox/history' } } });
  });

  it('sends nothing when the payment transaction rolls back', () => {
    const player = createSignedInPlayer(platform.db);
    expect(() =>
      transaction(platform.db, () => {
        platform.ctx.domain.publish('payment.changed', payment(player.playerId, 'succeeded', 'pending'));
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(pushed(player.playerId)).toHaveLength(0);
  });

  it('turns a new bonus and a tournament result (the owning modules\' pushes) into notifications; a later change of the bonus does not', async () => {
    const player = createSignedInPlayer(platform.db);
    const at = platform.clock.now().toISOString();
    const emit = (channel: string, payload: unknown) => platform.ctx.events.emit({ scope: 'private', playerId: player.playerId, channel, event: channel, payload });
    emit('bonuses_changes', { id: 5, title: 'Welcome', currency: 'EUR', amount_cents: 1000, stage: 'issued', created_at: at });
    emit('bonuses_changes', { id: 5, title: 'Welcome', currency: 'EUR', amount_cents: 900, stage: 'activated', created_at: at });
    emit('bonuses_changes', { id: 6, title: 'Old', currency: 'EUR', amount_cents: 900, stage: 'activated', created_at: '2020-01-01T00:00:00.000Z' });
    emit('tournament_notifications', { tournament_id: 9, title: 'Spin Race', frontend_identifier: 'spin-race', currency: 'EUR', award_place: 2, money_award_cents: 2500, freespins_count: 0 });
    const items = await list(player.cookie);
    expect(items.map((i) => i.content.title)).toEqual(['Spin Race has finished', 'A bonus for you']);
    expect(items[0]).toMatchObject({ identifier: 'spin-race', text: 'You finished #2 and won €25.00.' });
  });

  it('expires after two hours: gone from the list, then swept from the table', async () => {
    const player = createSignedInPlayer(platform.db);
    transaction(platform.db, () => platform.ctx.domain.publish('payment.changed', payment(player.playerId, 'declined', 'pending')))();
    platform.clock.advance(NOTIFICATION_TTL_MS - minutes(1));
    expect(await list(player.cookie)).toHaveLength(1);
    platform.clock.advance(minutes(1));
    expect(await list(player.cookie)).toHaveLength(0);
    platform.ctx.scheduler.runDue();
    expect(platform.db.prepare('SELECT COUNT(*) FROM player_notifications WHERE player_id = ?').pluck().get(player.playerId)).toBe(0);
  });

  it('is for the signed-in player only', async () => {
    expect((await platform.app.inject({ method: 'GET', url: '/api/player/notifications' })).statusCode).toBe(401);
  });

  it('pushes a notification through the demo aid, and refuses an unknown player', async () => {
    const player = createSignedInPlayer(platform.db);
    const made = await platform.app.inject({
      method: 'POST',
      url: '/dev/notifications',
      payload: { player_id: player.playerId, title: 'Hello', text: 'A test', button_title: 'Go', path: '/tournaments', identifier: 'weekly-spin-race' },
    });
    expect(made.statusCode).toBe(201);
    expect(pushed(player.playerId)).toHaveLength(1);
    expect((await list(player.cookie))[0]).toMatchObject({ content: { title: 'Hello', button: { title: 'Go', path: '/tournaments' } }, identifier: 'weekly-spin-race' });
    expect((await platform.app.inject({ method: 'POST', url: '/dev/notifications', payload: { email: 'nobody@test.dev', title: 'x', text: 'y' } })).statusCode).toBe(422);
  });

  it('seeds fresh notifications for the demo player', () => {
    const count = platform.db.prepare("SELECT COUNT(*) FROM player_notifications n WHERE source_ref LIKE 'seed:%'").pluck().get() as number;
    expect(count).toBeGreaterThanOrEqual(2);
  });
});

describe('fact texts', () => {
  it('says nothing about a payment created or still pending', () => {
    expect(paymentState({ ...payment(1, 'pending', null) })).toBeNull();
    expect(paymentState({ ...payment(1, 'succeeded', 'succeeded') })).toBeNull();
  });
  it('tells a participant without a place that the tournament finished', () => {
    expect(tournamentResult(1, { tournament_id: 3, title: 'Cup', award_place: null })).toMatchObject({ text: 'The tournament has finished. See the final standings.', identifier: '3' });
  });
});
