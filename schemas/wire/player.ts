import * as z from 'zod/mini';
import { cents, currencyCode, isoDate } from './common';

/** GET /api/player (WIRE.md "Player and session"). Nullable fields are those a new player has not filled. */
export const playerSchema = z.object({
  id: z.int(),
  email: z.string(),
  nickname: z.nullable(z.string()),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  gender: z.nullable(z.enum(['m', 'f'])),
  date_of_birth: z.nullable(z.string()),
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  address: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  state: z.nullable(z.string()),
  mobile_phone: z.nullable(z.string()),
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  currency: currencyCode,
  language: z.string(),
  statuses: z.array(z.object({ id: z.int(), name: z.string() })),
  groups: z._default(z.array(z.int()), []),
  auth_fields_missed: z.array(z.string()),
  created_at: isoDate,
  current_sign_in_at: z.nullable(isoDate),
  confirmed_at: z.nullable(isoDate),
  verified: z.boolean(),
  sumsub_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  can_issue_bonuses: z.boolean(),
  deposit_bonus_code: z.nullable(z.string()),
  autoregistered: z.boolean(),
  autologin_link: z.nullable(z.string()),
  license_name: z.nullable(z.string()),
});
export type Player = z.infer<typeof playerSchema>;

/** Fields a player may change with PATCH /api/player (spec part 1 §3). */
export const EDITABLE_PLAYER_FIELDS = [
  'first_name',
  'last_name',
  'nickname',
  'date_of_birth',
  'gender',
  'country',
  'city',
  'address',
  'postal_code',
  'receive_promos',
  'receive_sms_promos',
  'mobile_phone',
  'state',
] as const;

export const accountSchema = z.object({
  currency: currencyCode,
  amount_cents: cents,
  available_to_cashout_cents: cents,
  active: z.boolean(),
  deposit_available: z.boolean(),
  hidden_at: z.nullable(isoDate),
});
export const accountsSchema = z.array(accountSchema);
export type Account = z.infer<typeof accountSchema>;

/** GET /api/player/settings: the real-time block and captcha settings. */
export const playerSettingsSchema = z.object({
  socket: z.object({ url: z.string(), user: z.string(), token: z.string() }),
  captcha: z.object({ enabled: z.boolean(), site_key: z.nullable(z.string()) }),
});
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;

/** GET /api/current_ip. */
export const currentIpSchema = z.object({ ip: z.string(), country_code: z.string().check(z.regex(/^[A-Z]{2}$/)) });

export const localeUpdateSchema = z.object({ locale: z.string() });

// ---- Added by the accounts module (additive) ----

const profileText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

/**
 * PATCH /api/player `{context, player}` → 200 Player. Only the editable fields are read (others are
 * ignored); the shared rules of the context's fields-info run on them, and the context's required fields
 * must be filled after the update. `date_of_birth` is accepted as DD/MM/YYYY or YYYY-MM-DD and answered
 * as YYYY-MM-DD. An empty state is filled from an Australian or Canadian postal code.
 */
export const playerUpdateRequestSchema = z.object({
  context: z._default(z.enum(['registration', 'deposit', 'cashout', 'edition', 'game_provider']), 'edition'),
  player: z.object({
    first_name: profileText(100),
    last_name: profileText(100),
    nickname: profileText(64),
    date_of_birth: profileText(10),
    gender: z.optional(z.nullable(z.enum(['m', 'f']))),
    country: profileText(2),
    city: profileText(100),
    address: profileText(200),
    postal_code: profileText(20),
    state: profileText(100),
    mobile_phone: profileText(32),
    receive_promos: z.optional(z.boolean()),
    receive_sms_promos: z.optional(z.boolean()),
  }),
});
export type PlayerUpdateRequest = z.infer<typeof playerUpdateRequestSchema>;

/**
 * POST /api/player/groups `{groups:{add:[ids]}}` → 200 `{groups}` (the player's groups afterwards).
 * Groups that grant rights (testers 21 and 916, multi-account 100, live chat 545, LT IBAN 1101) are
 * refused with 422: only the platform assigns those.
 */
export const playerGroupsRequestSchema = z.object({
  groups: z.object({ add: z.array(z.int().check(z.positive(), z.maximum(2_147_483_647))).check(z.minLength(1), z.maxLength(20)) }),
});
export const playerGroupsResponseSchema = z.object({ groups: z.array(z.int()) });

/** GET /api/player/stats: lifetime totals in the player's current currency (zero before any money moves). */
export const playerStatsSchema = z.object({
  currency: currencyCode,
  deposits_count: z.int(),
  deposits_cents: cents,
  cashouts_count: z.int(),
  cashouts_cents: cents,
  bets_count: z.int(),
  bets_cents: cents,
  wins_cents: cents,
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;
