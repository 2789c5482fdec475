import * as z from 'zod/mini';
import { cents, currencyCode, isoDate } from './common';
import { badgesFromCategories } from './game-badges';
import { wireList } from './list-items';
import { openEnum, orNull, wireFlag, wireId, wireInt, wireNumber, wireStrings, wireText } from './tolerant';

export type { GameBadge } from './game-badges';

/** Devices a game runs on; `POST /api/games_filter` keeps only games for the requested one. */
export const deviceSchema = z.enum(['desktop', 'mobile']);
export type Device = z.infer<typeof deviceSchema>;

const nonEmpty = z.string().check(z.minLength(1));
/** A game named by identifier or by one of its per-currency ids. */
const gameId = z.union([nonEmpty, z.int()]);

/**
 * Volatility as studios label it; the family passes the studio's words through, so unknown labels are
 * kept as `other` (README.md: open enums).
 */
export const VOLATILITY_RATINGS = ['low', 'low-medium', 'medium', 'medium-high', 'high', 'very-high'] as const;

/**
 * Per-currency launch ids (WIRE.md). `FUN` is demo play; a missing fiat code means the game is not
 * offered in that currency (the tile shows "currency not supported"). Ids are unique across the
 * catalogue, so any one of them names its game (favourites are toggled by the player's currency id).
 * `jackpot` is the game's jackpot in that currency's minor units, `null` when it has none.
 */
export const gameCurrencySchema = z.object({ id: wireInt, jackpot: orNull(wireInt) });

/**
 * Table limits (reference platform extension, issue 21): the smallest and the largest single bet a live or
 * table game takes, per currency code, in that currency's minor units. `{"EUR": {"min_cents": 50,
 * "max_cents": 500000}}`. Keyed like `currencies` and sent only for tables; absent, `null` or malformed (the
 * family sends none) reads as `{}` and tiles show no limits. An entry whose bounds are not whole numbers with
 * min ≤ max is left out on its own.
 */
export const tableLimitSchema = z.object({ min_cents: wireInt, max_cents: wireInt });
export type TableLimit = z.output<typeof tableLimitSchema>;
const wireTableLimits = z.catch(
  z.pipe(
    z.optional(z.nullable(z.record(z.string(), z.unknown()))),
    z.transform((record): Record<string, TableLimit> => {
      const kept: Record<string, TableLimit> = {};
      for (const [currency, value] of Object.entries(record ?? {})) {
        const parsed = z.safeParse(tableLimitSchema, value);
        if (parsed.success && parsed.data.min_cents >= 0 && parsed.data.min_cents <= parsed.data.max_cents) kept[currency] = parsed.data;
      }
      return kept;
    }),
  ),
  {},
);

/**
 * A game as platforms of the family send it (WIRE.md "Games"): what a tile needs is required
 * (identifier, title, provider, currencies), everything else may be absent, `null` or a numeric string.
 * No `name`, `badges` or preview URL comes from the family: they are derived (`gameSchema`).
 */
export const wireGameSchema = z.object({
  identifier: z.string().check(z.regex(/^[^/\s]+\/\S+$/)), // `provider/slug`
  title: nonEmpty,
  provider: nonEmpty,
  seo_title: wireText,
  categories: wireStrings,
  currencies: z.record(z.string(), gameCurrencySchema),
  devices: wireStrings,
  has_demo_mode: wireFlag,
  last_activity_at: orNull(isoDate),
  lines: orNull(wireInt),
  ways: orNull(wireInt),
  volatility_rating: orNull(openEnum(VOLATILITY_RATINGS)),
  /** RTP in percent; the family sends it as a string (`"96.21"`). */
  payout: orNull(wireNumber),
  hit_rate: orNull(wireNumber),
  released_at: orNull(isoDate),
  table_limits: wireTableLimits,
  /** Not sent by the family; honoured when a platform does (`game-preview.ts`). */
  preview: orNull(nonEmpty),
  name: orNull(nonEmpty),
});
/** What the reference platform stores and sends for a game (its table limits as whole minor units). */
export type WireGame = Omit<z.input<typeof wireGameSchema>, 'table_limits'> & { table_limits?: Record<string, { min_cents: number; max_cents: number }> };

const DEVICES: readonly string[] = deviceSchema.options;

/** The client's game: read once from the wire, with what the family does not send derived. */
export const gameSchema = z.pipe(
  wireGameSchema,
  z.transform((wire) => ({
    ...wire,
    slug: wire.identifier.slice(wire.identifier.indexOf('/') + 1),
    name: wire.name ?? wire.title,
    devices: wire.devices.filter((d): d is Device => DEVICES.includes(d)),
    badges: badgesFromCategories(wire.categories),
  })),
);
export type Game = z.output<typeof gameSchema>;

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
  current_page: wireInt,
  next_page: orNull(wireInt),
  prev_page: orNull(wireInt),
  total_pages: wireInt,
  total_count: wireInt,
});
export type Pagination = z.output<typeof paginationSchema>;

/**
 * The page envelope: `data` must be a list, its games are read one by one (`parseItems`, list-items.ts)
 * so one odd game costs one tile, not the page.
 */
export const gamesFilterEnvelopeSchema = z.object({ data: wireList, pagination: paginationSchema });
export type GamesFilterResponse = { data: Game[]; pagination: Pagination };

/** `POST /api/games_filter/select`: ids are game identifiers or per-currency ids (as strings or numbers). */
export const gamesSelectRequestSchema = z.object({
  game_ids: z.array(gameId).check(z.minLength(1), z.maxLength(500)),
  device: z._default(deviceSchema, 'desktop'),
});
/** The answer of `POST /api/games_filter/select` is a map keyed by identifier, each value a `gameSchema` game. */

/**
 * `GET /api/games/collections` entry. The family sends `{id, title, games_count}`; `kind` is the reference
 * platform's addition (`category` = lobby category, `theme` = curated set), `null` when not sent.
 */
export const gameCollectionSchema = z.object({
  id: wireId,
  title: wireText,
  games_count: orNull(wireInt),
  kind: orNull(openEnum(['category', 'theme'])),
});
export type GameCollection = z.output<typeof gameCollectionSchema>;
export type WireGameCollection = z.input<typeof gameCollectionSchema>;

/**
 * `GET /api/games/providers` entry. The family sends `{id, title, provider, slug, name, url}` with a string
 * `id` on some platforms; `games_count` and `logo` are the reference platform's additions, `null` elsewhere
 * (the carousels then show the title without a count or logo). `slug` falls back to `provider`.
 */
export const wireGameProviderSchema = z.object({
  id: wireId,
  title: nonEmpty,
  provider: orNull(nonEmpty),
  slug: orNull(nonEmpty),
  name: orNull(nonEmpty),
  url: orNull(z.string()),
  games_count: orNull(wireInt),
  logo: orNull(nonEmpty),
});
export type WireGameProvider = z.input<typeof wireGameProviderSchema>;
export const gameProviderSchema = z.pipe(
  wireGameProviderSchema,
  z.transform((wire, ctx) => {
    const slug = wire.slug ?? wire.provider;
    if (!slug) {
      ctx.issues.push({ code: 'custom', input: wire, path: ['slug'], message: 'neither slug nor provider' });
      return z.NEVER;
    }
    return { id: wire.id, title: wire.title, slug, provider: wire.provider ?? slug, name: wire.name ?? wire.title, url: wire.url, games_count: wire.games_count, logo: wire.logo };
  }),
);
export type GameProvider = z.output<typeof gameProviderSchema>;

/** `GET /api/games/random?device=`: one game the visitor may play. */
export const randomGameResponseSchema = gameSchema;

/** `GET /api/games/jackpots`: the sum of all game jackpots per currency, in cents. */
export const gamesJackpotsResponseSchema = z.record(z.string(), cents);

/** Favourites: `application/vnd.s.v1+json` answers the ids (in the player's currency), v2 full games. */
export const FAVORITES_V1_MEDIA_TYPE = 'application/vnd.s.v1+json';
export const FAVORITES_V2_MEDIA_TYPE = 'application/vnd.s.v2+json';
/** v1 ids; an id that is not a whole number is skipped rather than failing the list. */
export const favoriteIdsResponseSchema = z.pipe(
  wireList,
  z.transform((ids) => ids.flatMap((id) => { const parsed = z.safeParse(wireInt, id); return parsed.success ? [parsed.data] : []; })),
);

/**
 * `GET /api/player/played_games` entry: the family sends only `{identifier, last_activity_at}`, most recent
 * first (WIRE.md "Games"); the client fetches the games themselves (`core/api/played-games.ts`). Richer
 * entries (a whole game) are read the same way, the extra fields ignored. An entry without a usable
 * identifier or date is dropped.
 */
export const playedGameSchema = z.object({
  identifier: wireGameSchema.shape.identifier,
  last_activity_at: isoDate,
});
export type PlayedGameEntry = z.output<typeof playedGameSchema>;
/** What the reference platform sends for one played game. */
export type WirePlayedGame = z.input<typeof playedGameSchema>;
/** A played game joined with its game data, what the history and the recent row show. */
export type PlayedGame = Game & { last_activity_at: string };
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
