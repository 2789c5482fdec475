import { codeRedemptionSchema, playerBonusSchema, playerFreespinsSchema, receivedBonusSchema, registrationBonusOfferSchema } from '../../schemas/wire/bonuses';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { authProviderInfoSchema, connectedAuthProviderSchema } from '../../schemas/wire/auth';
import { awardSchema, bookSchema, cmsFileSchema, cmsPageSchema, cmsPageSummarySchema, cmsSnippetSchema, noticeSchema } from '../../schemas/wire/cms';
import { clientContextSchema } from '../../schemas/wire/client-context';
import { betDetailSchema, betHistoryEntrySchema, betHistoryPageSchema } from '../../schemas/wire/game-history';
import { gameSessionResponseSchema } from '../../schemas/wire/game-session';
import {
  favoriteIdsResponseSchema,
  gameCollectionSchema,
  gameProviderSchema,
  gameSchema,
  gamesFilterEnvelopeSchema,
  playedGameSchema,
  randomGameResponseSchema,
} from '../../schemas/wire/games';
import { countryInfoSchema, currencyInfoSchema, playerFieldsInfoSchema } from '../../schemas/wire/info';
import { userLimitSchema } from '../../schemas/wire/limits';
import { parseItemRecord, parseItems, wireList, wireRecord, type DroppedItem } from '../../schemas/wire/list-items';
import {
  bonusSettingsSchema,
  cryptoExchangeRateSchema,
  depositBonusOfferSchema,
  depositResponseSchema,
  paymentMethodSchema,
  paymentSchema,
} from '../../schemas/wire/money';
import { accountSchema, currentIpSchema, playerSchema, playerSettingsSchema } from '../../schemas/wire/player';
import {
  lotterySchema,
  lotteryStatusSchema,
  tournamentLeaderboardEventSchema,
  tournamentNotificationEventSchema,
  tournamentSchema,
  tournamentStatusSchema,
} from '../../schemas/wire/promotions';
import { questSchema, questStatusSchema } from '../../schemas/wire/quests';
import { balanceEventSchema, paymentsChangesEventSchema, winEventSchema } from '../../schemas/wire/realtime';
import { lootboxActivationSchema, lootboxDrawSchema, lootboxSchema } from '../../schemas/wire/lootboxes';
import { wheelConfigDocumentSchema, wheelSegmentsDocumentSchema } from '../../schemas/wire/wheel-config';

/**
 * Every call the client makes, with a payload a platform of the family sends (tests/fixtures/wire) and how
 * the client reads it: a list item by item (`items`), an envelope whose `data` is such a list, a map keyed
 * by id, or one object.
 */
export type WireCase =
  | { fixture: string; kind: 'items'; item: $ZodType }
  | { fixture: string; kind: 'envelope'; envelope: $ZodType<{ data: unknown[] }>; item: $ZodType }
  | { fixture: string; kind: 'record'; item: $ZodType }
  | { fixture: string; kind: 'object'; schema: $ZodType };

export const WIRE_CASES: WireCase[] = [
  { fixture: 'games-filter.json', kind: 'envelope', envelope: gamesFilterEnvelopeSchema, item: gameSchema },
  { fixture: 'games-filter-select.json', kind: 'record', item: gameSchema },
  { fixture: 'game.json', kind: 'object', schema: gameSchema },
  { fixture: 'games-random.json', kind: 'object', schema: randomGameResponseSchema },
  { fixture: 'favorite-games-v1.json', kind: 'object', schema: favoriteIdsResponseSchema },
  { fixture: 'favorite-games-v2.json', kind: 'items', item: gameSchema },
  { fixture: 'played-games.json', kind: 'items', item: playedGameSchema },
  { fixture: 'game-collections.json', kind: 'items', item: gameCollectionSchema },
  { fixture: 'game-providers.json', kind: 'items', item: gameProviderSchema },
  { fixture: 'player.json', kind: 'object', schema: playerSchema },
  { fixture: 'accounts.json', kind: 'items', item: accountSchema },
  { fixture: 'countries.json', kind: 'items', item: countryInfoSchema },
  { fixture: 'currencies.json', kind: 'items', item: currencyInfoSchema },
  { fixture: 'cms-pages.json', kind: 'items', item: cmsPageSummarySchema },
  { fixture: 'cms-snippets.json', kind: 'items', item: cmsSnippetSchema },
  { fixture: 'user-limits.json', kind: 'items', item: userLimitSchema },
  { fixture: 'cms-page.json', kind: 'object', schema: cmsPageSchema },
  { fixture: 'cms-files.json', kind: 'items', item: cmsFileSchema },
  { fixture: 'notices.json', kind: 'items', item: noticeSchema },
  { fixture: 'awards.json', kind: 'items', item: awardSchema },
  { fixture: 'books.json', kind: 'items', item: bookSchema },
  { fixture: 'auth-providers.json', kind: 'items', item: authProviderInfoSchema },
  { fixture: 'connected-providers.json', kind: 'items', item: connectedAuthProviderSchema },
  { fixture: 'player-fields.json', kind: 'object', schema: playerFieldsInfoSchema },
  { fixture: 'player-settings.json', kind: 'object', schema: playerSettingsSchema },
  { fixture: 'game-session.json', kind: 'object', schema: gameSessionResponseSchema },
  { fixture: 'client-context.json', kind: 'object', schema: clientContextSchema },
  { fixture: 'current-ip.json', kind: 'object', schema: currentIpSchema },
  { fixture: 'payments.json', kind: 'items', item: paymentSchema },
  { fixture: 'tournaments.json', kind: 'items', item: tournamentSchema },
  { fixture: 'tournament-status.json', kind: 'object', schema: tournamentStatusSchema },
  { fixture: 'lotteries.json', kind: 'items', item: lotterySchema },
  { fixture: 'lottery-statuses.json', kind: 'items', item: lotteryStatusSchema },
  // Cashbox (issue 15).
  { fixture: 'payment.json', kind: 'object', schema: paymentSchema },
  { fixture: 'payment-methods.json', kind: 'items', item: paymentMethodSchema },
  { fixture: 'deposit-crypto.json', kind: 'object', schema: depositResponseSchema },
  { fixture: 'crypto-exchange-rates.json', kind: 'items', item: cryptoExchangeRateSchema },
  { fixture: 'deposit-bonuses.json', kind: 'items', item: depositBonusOfferSchema },
  { fixture: 'bonus-settings.json', kind: 'object', schema: bonusSettingsSchema },
  // Bonuses and free spins (issue 10).
  { fixture: 'player-bonuses.json', kind: 'items', item: playerBonusSchema },
  { fixture: 'player-freespins.json', kind: 'items', item: playerFreespinsSchema },
  { fixture: 'received-bonuses.json', kind: 'items', item: receivedBonusSchema },
  { fixture: 'registration-bonuses.json', kind: 'items', item: registrationBonusOfferSchema },
  { fixture: 'code-redemption.json', kind: 'object', schema: codeRedemptionSchema },
  // Quests (issue 12); `quest-status.json` is also the `quests_statuses` event.
  { fixture: 'quests.json', kind: 'items', item: questSchema },
  { fixture: 'quest-status.json', kind: 'object', schema: questStatusSchema },
  { fixture: 'quest-statuses.json', kind: 'items', item: questStatusSchema },
  // Lootboxes and the prize wheel (issue 12); `lootboxes.json` items are also the `lootboxes_changes` event.
  { fixture: 'lootboxes.json', kind: 'items', item: lootboxSchema },
  { fixture: 'lootbox-activation.json', kind: 'object', schema: lootboxActivationSchema },
  { fixture: 'lootbox-draw.json', kind: 'object', schema: lootboxDrawSchema },
  { fixture: 'wheel-config.json', kind: 'object', schema: wheelConfigDocumentSchema },
  { fixture: 'wheel-config-segments.json', kind: 'object', schema: wheelSegmentsDocumentSchema },
  // Bet history (issue 21): a page of rounds with its totals, and one round with its outcome.
  { fixture: 'games-history.json', kind: 'envelope', envelope: betHistoryPageSchema, item: betHistoryEntrySchema },
  { fixture: 'games-history-round.json', kind: 'object', schema: betDetailSchema },
  // Real-time payloads (schemas/wire/realtime.ts), read like responses.
  { fixture: 'payments-changes-event.json', kind: 'object', schema: paymentsChangesEventSchema },
  { fixture: 'balance-event.json', kind: 'object', schema: balanceEventSchema },
  { fixture: 'wins-event.json', kind: 'object', schema: winEventSchema },
  { fixture: 'tournament-leaderboard-event.json', kind: 'object', schema: tournamentLeaderboardEventSchema },
  { fixture: 'tournament-notification-event.json', kind: 'object', schema: tournamentNotificationEventSchema },
];

export const readFixture = (name: string): unknown => JSON.parse(readFileSync(join(__dirname, '../fixtures/wire', name), 'utf8'));

export interface ReadResult {
  /** The whole answer was the right kind (a list, an envelope, an object). */
  ok: boolean;
  kept: unknown[];
  dropped: DroppedItem[];
}

/** Reads a payload the way the client's api.ts does (`http.requestList`, `http.parseItems`, `http.request`). */
export function readAsClient(wireCase: WireCase, payload: unknown): ReadResult {
  const dropped: DroppedItem[] = [];
  const onDrop = (d: DroppedItem) => void dropped.push(d);
  if (wireCase.kind === 'object') {
    const parsed = z.safeParse(wireCase.schema, payload);
    return { ok: parsed.success, kept: parsed.success ? [parsed.data] : [], dropped };
  }
  if (wireCase.kind === 'record') {
    const record = z.safeParse(wireRecord, payload);
    return record.success ? { ok: true, kept: Object.values(parseItemRecord(record.data, wireCase.item, onDrop)), dropped } : { ok: false, kept: [], dropped };
  }
  const list = wireCase.kind === 'items' ? z.safeParse(wireList, payload) : z.safeParse(wireCase.envelope, payload);
  if (!list.success) return { ok: false, kept: [], dropped };
  const items = wireCase.kind === 'items' ? (list.data as unknown[]) : (list.data as { data: unknown[] }).data;
  return { ok: true, kept: parseItems(items, wireCase.item, onDrop), dropped };
}

/** The entries of a list-shaped payload (or the values of a keyed map). */
export function entriesOf(wireCase: WireCase, payload: unknown): unknown[] {
  if (wireCase.kind === 'envelope') return (payload as { data: unknown[] }).data;
  if (wireCase.kind === 'record') return Object.values(payload as Record<string, unknown>);
  return wireCase.kind === 'items' ? (payload as unknown[]) : [payload];
}
