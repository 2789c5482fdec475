import { z } from 'zod';
import { cents, currencyCode, isoDate } from './common';

/** GET /api/player (WIRE.md "Player and session"). Nullable fields are those a new player has not filled. */
export const playerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  gender: z.enum(['m', 'f']).nullable(),
  date_of_birth: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  state: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  currency: currencyCode,
  language: z.string(),
  statuses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  groups: z.array(z.number().int()).default([]),
  auth_fields_missed: z.array(z.string()),
  created_at: isoDate,
  current_sign_in_at: isoDate.nullable(),
  confirmed_at: isoDate.nullable(),
  verified: z.boolean(),
  sumsub_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  can_issue_bonuses: z.boolean(),
  deposit_bonus_code: z.string().nullable(),
  autoregistered: z.boolean(),
  autologin_link: z.string().nullable(),
  license_name: z.string().nullable(),
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
  hidden_at: isoDate.nullable(),
});
export const accountsSchema = z.array(accountSchema);
export type Account = z.infer<typeof accountSchema>;

/** GET /api/player/settings: the real-time block and captcha settings. */
export const playerSettingsSchema = z.object({
  socket: z.object({ url: z.string(), user: z.string(), token: z.string() }),
  captcha: z.object({ enabled: z.boolean(), site_key: z.string().nullable() }),
});
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;

/** GET /api/current_ip. */
export const currentIpSchema = z.object({ ip: z.string(), country_code: z.string().regex(/^[A-Z]{2}$/) });

export const localeUpdateSchema = z.object({ locale: z.string() });

// ---- Added by the accounts module (additive) ----

const profileText = (max: number) => z.string().max(max).nullable().optional();

/**
 * PATCH /api/player `{context, player}` → 200 Player. Only the editable fields are read (others are
 * ignored); the shared rules of the context's fields-info run on them, and the context's required fields
 * must be filled after the update. `date_of_birth` is accepted as DD/MM/YYYY or YYYY-MM-DD and answered
 * as YYYY-MM-DD. An empty state is filled from an Australian or Canadian postal code.
 */
export const playerUpdateRequestSchema = z.object({
  context: z.enum(['registration', 'deposit', 'cashout', 'edition', 'game_provider']).default('edition'),
  player: z.object({
    first_name: profileText(100),
    last_name: profileText(100),
    nickname: profileText(64),
    date_of_birth: profileText(10),
    gender: z.enum(['m', 'f']).nullable().optional(),
    country: profileText(2),
    city: profileText(100),
    address: profileText(200),
    postal_code: profileText(20),
    state: profileText(100),
    mobile_phone: profileText(32),
    receive_promos: z.boolean().optional(),
    receive_sms_promos: z.boolean().optional(),
  }),
});
export type PlayerUpdateRequest = z.infer<typeof playerUpdateRequestSchema>;

/**
 * POST /api/player/groups `{groups:{add:[ids]}}` → 200 `{groups}` (the player's groups afterwards).
 * Groups that grant rights (testers 21 and 916, multi-account 100, live chat 545, LT IBAN 1101) are
 * refused with 422: only the platform assigns those.
 */
export const playerGroupsRequestSchema = z.object({ groups: z.object({ add: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(20) }) });
export const playerGroupsResponseSchema = z.object({ groups: z.array(z.number().int()) });

/** GET /api/player/stats: lifetime totals in the player's current currency (zero before any money moves). */
export const playerStatsSchema = z.object({
  currency: currencyCode,
  deposits_count: z.number().int(),
  deposits_cents: cents,
  cashouts_count: z.number().int(),
  cashouts_cents: cents,
  bets_count: z.number().int(),
  bets_cents: cents,
  wins_cents: cents,
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;
