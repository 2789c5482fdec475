import * as z from 'zod/mini';
import { cents, currencyCode, isoDate } from './common';

/** Devices a game runs on; `POST /api/games_filter` keeps only games for the requested one. */
export const deviceSchema = z.enum(['desktop', 'mobile']);
export type Device = z.infer<typeof deviceSchema>;

const nonEmpty = z.string().check(z.minLength(1));
/** A game named by identifier or by one of its per-currency ids. */
const gameId = z.union([nonEmpty, z.int()]);

export const gameBadgeSchema = z.object({
  type: z.string(),
  theme: z.string(),
});
export type GameBadge = z.infer<typeof gameBadgeSchema>;

/**
 * Per-currency launch ids (WIRE.md). `FUN` is demo play; a missing fiat code means the game is not
 * offered in that currency (the tile shows "currency not supported"). Ids are unique across the
 * catalogue, so any one of them names its game (favourites are toggled by the player's currency id).
 */
export const gameCurrencySchema = z.object({ id: z.int(), jackpot: z.optional(cents) });

export const gameSchema = z.object({
  identifier: z.string(), // `provider/slug`
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  seo_title: z.string(),
  provider: z.string(),
  categories: z.array(z.string()),
  collections: z.array(z.string()),
  badges: z.array(gameBadgeSchema),
  has_demo_mode: z.boolean(),
  currencies: z.record(z.string(), gameCurrencySchema),
  devices: z.array(deviceSchema),
  /** Same-origin SVG: `/previews/{provider}/{slug}.svg`. */
  preview: z.string(),
  last_activity_at: z.optional(z.nullable(isoDate)),
  lines: z.optional(z.int()),
  ways: z.optional(z.int()),
  volatility_rating: z.optional(z.enum(['low', 'medium', 'high', 'very-high'])),
  payout: z.optional(z.number()), // RTP in percent, e.g. 96.2
  released_at: z.optional(isoDate),
});
export type Game = z.infer<typeof gameSchema>;

export const categoriesFilterSchema = z.object({
  identifiers: z.array(nonEmpty).check(z.minLength(1), z.maxLength(50)),
  strategy: z._default(z.enum(['OR', 'AND']), 'OR'),
});

/**
 * `sort.type`: `global` is the operator's curated order (within a category, that category's order),
 * `title` alphabetical, `released_at` newest first by default, `popularity` most played first.
 */
export const gamesSortSchema = z.object({
  type: z._default(z.enum(['global', 'title', 'released_at', 'popularity']), 'global'),
  direction: z.optional(z.enum(['ASC', 'DESC'])),
});
export type GamesSort = z.infer<typeof gamesSortSchema>;

export const gamesFilterRequestSchema = z.object({
  device: z._default(deviceSchema, 'desktop'),
  page: z._default(z.int().check(z.minimum(1)), 1),
  page_size: z._default(z.int().check(z.minimum(1), z.maximum(200)), 40),
  filter: z._default(
    z.object({
      providers: z.optional(z.array(nonEmpty).check(z.maxLength(100))),
      title: z.optional(z.string().check(z.maxLength(100))),
      categories: z.optional(categoriesFilterSchema),
    }),
    {},
  ),
  sort: z.optional(gamesSortSchema),
});
export type GamesFilterRequest = z.infer<typeof gamesFilterRequestSchema>;

export const paginationSchema = z.object({
  current_page: z.int(),
  next_page: z.nullable(z.int()),
  prev_page: z.nullable(z.int()),
  total_pages: z.int(),
  total_count: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const gamesFilterResponseSchema = z.object({
  data: z.array(gameSchema),
  pagination: paginationSchema,
});
export type GamesFilterResponse = z.infer<typeof gamesFilterResponseSchema>;

/** `POST /api/games_filter/select`: ids are game identifiers or per-currency ids (as strings or numbers). */
export const gamesSelectRequestSchema = z.object({
  game_ids: z.array(gameId).check(z.minLength(1), z.maxLength(500)),
  device: z._default(deviceSchema, 'desktop'),
});
export const gamesSelectResponseSchema = z.record(z.string(), gameSchema);

export const gameCollectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  games_count: z.int(),
  /** `category` collections are the lobby categories; `theme` ones are curated sets (#GameRow[collection=…]#). */
  kind: z.enum(['category', 'theme']),
});
export type GameCollection = z.infer<typeof gameCollectionSchema>;
export const gameCollectionsResponseSchema = z.array(gameCollectionSchema);

export const gameProviderSchema = z.object({
  id: z.int(),
  title: z.string(),
  provider: z.string(),
  slug: z.string(),
  name: z.string(),
  games_count: z.int(),
  /** Same-origin SVG: `/previews/providers/{slug}.svg`. */
  logo: z.string(),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;
export const gameProvidersResponseSchema = z.array(gameProviderSchema);

/** `GET /api/games/random?device=`: one game the visitor may play. */
export const randomGameResponseSchema = gameSchema;

/** `GET /api/games/jackpots`: the sum of all game jackpots per currency, in cents. */
export const gamesJackpotsResponseSchema = z.record(z.string(), cents);

/** Favourites: `application/vnd.s.v1+json` answers the ids (in the player's currency), v2 full games. */
export const FAVORITES_V1_MEDIA_TYPE = 'application/vnd.s.v1+json';
export const FAVORITES_V2_MEDIA_TYPE = 'application/vnd.s.v2+json';
export const favoriteIdsResponseSchema = z.array(z.int());
export const favoriteGamesResponseSchema = z.array(gameSchema);

/** `GET /api/player/played_games`: the games with `last_activity_at` set, most recent first. */
export const playedGamesResponseSchema = z.array(z.extend(gameSchema, { last_activity_at: isoDate }));
/** `POST /api/player/played_games` (demo helper): records a play of `game_id`. */
export const recordPlayedGameRequestSchema = z.object({ game_id: gameId });

export const jackpotLevelSchema = z.object({
  id: z.int(),
  identifier: z.string(),
  name: z.string(),
  index: z.int(),
  amount_cents: cents,
});
export const jackpotSchema = z.object({
  id: z.int(),
  identifier: z.string(),
  name: z.string(),
  state: z.enum(['active', 'paused', 'finished']),
  currency: currencyCode,
  allowed_currencies: z.array(currencyCode),
  games: z.array(z.string()),
  levels: z.array(jackpotLevelSchema),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
export const jackpotsResponseSchema = z.array(jackpotSchema);

export const jackpotWinSchema = z.object({
  user_name: z.string(),
  jackpot_original_amount_cents: cents,
  jackpot_original_currency: currencyCode,
  jackpot_level_name: z.string(),
  amount_cents: cents,
  currency: currencyCode,
  created_at: isoDate,
});
export type JackpotWin = z.infer<typeof jackpotWinSchema>;
export const jackpotWinsResponseSchema = z.array(jackpotWinSchema);
