import * as z from 'zod/mini';
import { isoDate } from './common';
import { wireInt, wireText } from './tolerant';

/**
 * Auth calls (spec part 1 §7, WIRE.md "Player and session"). Bodies wrap the user: `{ user: { … } }`.
 * Shapes only: the field rules (e-mail, password, nickname…) are the shared ones in `schemas/validation`,
 * run by the platform after these schemas pass, so a form and the platform reject the same input.
 *
 * Status contract of POST /api/users/sign_in:
 * - 201 `Player`: signed in (session and `csrf_token` cookies set).
 * - 200 `{ two_factor_required: true }`: the password was right and the account has two-factor on; a
 *   6-digit one-time code was mailed (valid 10 minutes, 5 tries). Send the same call again with
 *   `user.otp_attempt` (email and password again: no half-signed-in state is kept on the server).
 *   200, not 401, because a 401 means "session gone" to the client and would broadcast an auth error.
 * - 422 `{ errors: { otp_attempt: [message] } }`: wrong or expired code.
 * - 401 `{ error: 'invalid_credentials', message }`: unknown e-mail or wrong password (same answer for both).
 * - 403 `{ error: 'limit_lock', limit_type: 'cooling_off' | 'self_exclusion', until, message }`.
 * - 429 `{ error: 'too_many_requests', retry_after_seconds, message }`: too many failures for the account or the
 *   address (platform/modules/accounts/account-limits.ts); correct sign-ins never count.
 */

const text = (max: number) => z.string().check(z.maxLength(max));
const emailField = text(254);
const passwordField = text(128);

export const checkEmailRequestSchema = z.object({ email: emailField });
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });

export const registrationRequestSchema = z.object({
  user: z.object({
    email: emailField,
    password: passwordField,
    password_confirmation: z.optional(passwordField),
    nickname: z.nullish(text(64)),
    currency: text(8),
    country: text(2),
    terms_acceptance: z.boolean(),
    receive_promos: z.optional(z.boolean()),
    receive_sms_promos: z.optional(z.boolean()),
    /** DD/MM/YYYY, when the registration fields-info asks for it (issue 24 item 4: the licence's adult age). */
    date_of_birth: z.optional(text(10)),
    language: z.optional(text(8)),
    /** Device fingerprint (§5: registration adds it to the user payload); stored nowhere in the reference platform. */
    dfpc: z.optional(text(512)),
    /** The captcha token (§7), when GET /api/info/captcha asks for one on `registration`. */
    captcha: z.optional(text(4096)),
  }),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const signInRequestSchema = z.object({
  user: z.object({
    email: emailField,
    password: passwordField,
    captcha: z.optional(text(4096)),
    dfpc: z.optional(text(512)),
    custom_login_reg: z.optional(z.union([text(256), z.boolean()])),
    otp_attempt: z.optional(text(16)),
  }),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const twoFactorRequiredSchema = z.object({ two_factor_required: z.literal(true) });
export const authErrorSchema = z.object({ error: z.string(), message: z.optional(z.string()) });
export const limitLockErrorSchema = z.object({
  error: z.literal('limit_lock'),
  limit_type: z.enum(['cooling_off', 'self_exclusion']),
  until: z.nullable(isoDate),
  message: z.string(),
});

/** POST /api/users/password: always 201 `{}` so the answer does not reveal whether an account exists. */
export const passwordReminderRequestSchema = z.object({ user: z.object({ email: emailField, captcha: z.optional(text(4096)) }) });

/** PUT /api/users/password: 200 `{ password_reset: true }`; every session of the player ends (sign in again). */
export const passwordResetRequestSchema = z.object({
  user: z.object({ reset_password_token: text(128), password: passwordField, password_confirmation: passwordField }),
});

/** GET /api/users/confirmation?confirmation_token= → 200 `{ email, confirmed_at }`, 422 `errors.confirmation_token`. */
export const confirmationQuerySchema = z.object({ confirmation_token: text(128) });
export const confirmationResultSchema = z.object({ email: z.string(), confirmed_at: isoDate });

/** POST /api/users/confirmation → 201 `{}`; 422 `errors.email` when unknown or already confirmed (§8: first message is toasted). */
export const confirmationResendRequestSchema = z.object({ user: z.object({ email: emailField, captcha: z.optional(text(4096)) }) });

/** POST /api/player/two_factor → 200 Player. The password guards against a hijacked session switching it off. */
export const twoFactorToggleRequestSchema = z.object({ enable: z.boolean(), password: passwordField });

/** POST /api/users/change_password (profile security tab) → 200 `{ password_changed: true }`; other sessions end. */
export const changePasswordRequestSchema = z.object({
  user: z.object({ current_password: passwordField, password: passwordField, password_confirmation: passwordField }),
});

/** POST /api/auth_providers/update_details → 201 Player (terms acceptance popup, social sign-up completion). */
export const updateDetailsRequestSchema = z.object({
  user: z.object({ terms_acceptance: z.boolean(), country: z.optional(text(2)) }),
});

/**
 * GET /api/info/auth_providers: providers a visitor may use; `url` starts the (simulated) OAuth flow.
 * `name` is the platform's (google_oauth2), the client shows it as google (spec part 1 §3).
 */
export const authProviderInfoSchema = z.object({ name: z.string(), type: z.string(), url: z.string() });
export const authProvidersInfoSchema = z.array(authProviderInfoSchema);
/** What the reference platform sends for one offered provider. */
export type WireAuthProviderInfo = z.input<typeof authProviderInfoSchema>;

/** GET /api/auth_providers: the player's connected providers; DELETE /api/auth_providers/{id} → 204. */
export const connectedAuthProviderSchema = z.object({
  id: wireInt,
  name: z.string().check(z.minLength(1)),
  type: wireText,
  /** Every listed provider is connected; a platform that leaves the flag out is read as such. */
  connected: z.catch(z.boolean(), true),
  created_at: isoDate,
});
export const connectedAuthProvidersSchema = z.array(connectedAuthProviderSchema);
export type ConnectedAuthProvider = z.output<typeof connectedAuthProviderSchema>;
/** What the reference platform sends for one connected provider. */
export type WireConnectedAuthProvider = z.input<typeof connectedAuthProviderSchema>;
