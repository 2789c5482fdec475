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
