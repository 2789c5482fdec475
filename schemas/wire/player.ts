import * as z from 'zod/mini';
import { cents, currencyCode, isoDate } from './common';
import { orNull, wireFlag, wireId, wireInt, wireStrings, wireText } from './tolerant';

const personal = orNull(z.string());

/**
 * GET /api/player (WIRE.md "Player and session"). Read tolerantly (README.md in this folder): platforms of
 * the family leave most personal fields `null`, may omit `state` and `mobile_phone`, send `sumsub_verified:
 * null` and status ids as strings or numbers. What a screen needs to work (id, e-mail, currency) is required.
 */
export const playerSchema = z.object({
  id: wireInt,
  email: z.string(),
  nickname: personal,
  first_name: personal,
  last_name: personal,
  gender: orNull(z.enum(['m', 'f'])),
  date_of_birth: personal,
  country: personal,
  city: personal,
  address: personal,
  postal_code: personal,
  state: personal,
  mobile_phone: personal,
  receive_promos: wireFlag,
  receive_sms_promos: wireFlag,
  currency: currencyCode,
  language: wireText,
  /** VIP tier ids are numeric; some platforms send them as strings. */
  statuses: z.catch(z.array(z.object({ id: wireInt, name: wireText })), []),
  /** The reference platform's addition (player groups); absent elsewhere. */
  groups: z.catch(z._default(z.array(wireInt), []), []),
  auth_fields_missed: wireStrings,
  created_at: isoDate,
  current_sign_in_at: orNull(isoDate),
  confirmed_at: orNull(isoDate),
  verified: wireFlag,
  sumsub_verified: wireFlag,
  two_factor_enabled: wireFlag,
  can_issue_bonuses: wireFlag,
  deposit_bonus_code: personal,
  autoregistered: wireFlag,
  autologin_link: personal,
  license_name: personal,
});
export type Player = z.output<typeof playerSchema>;
/** What a platform sends (the reference platform writes this type). */
export type WirePlayer = z.input<typeof playerSchema>;

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

/** GET /api/player/accounts entry (also the `balance` event): amounts may come as numeric strings. */
export const accountSchema = z.object({
  currency: currencyCode,
  amount_cents: wireInt,
  available_to_cashout_cents: z.catch(wireInt, 0),
  active: wireFlag,
  deposit_available: wireFlag,
  hidden_at: orNull(isoDate),
});
export const accountsSchema = z.array(accountSchema);
export type Account = z.output<typeof accountSchema>;

/** GET /api/player/settings: the real-time block and captcha settings. */
export const playerSettingsSchema = z.object({
  /** The family sends the player id as a number or a string; the socket params carry a string. */
  socket: z.object({ url: z.string(), user: wireId, token: z.string() }),
  /** Absent or malformed captcha settings mean no captcha (the platform still checks what it requires). */
  captcha: z.catch(z.object({ enabled: wireFlag, site_key: orNull(z.string()) }), { enabled: false, site_key: null }),
});
export type PlayerSettings = z.output<typeof playerSettingsSchema>;

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
 * Only the groups the client itself adds are accepted (config/player-groups.ts: AB registration variants,
 * the new-provider-seen marker, the LT IBAN marker 1101), at most SELF_ASSIGNED_GROUPS_CAP of them per
 * player; any other id (VIP tiers, testers, risk marks) is refused with 422 and nothing is added.
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
