import * as z from 'zod/mini';
import { definePluginState, type PluginRuntime } from '@core/index';
import {
  authProviderInfoSchema,
  checkEmailResponseSchema,
  confirmationResultSchema,
  connectedAuthProviderSchema,
  twoFactorRequiredSchema,
  type RegistrationRequest,
  type SignInRequest,
} from '@schemas/wire/auth';
import { altchaChallengeSchema, captchaSettingSchema } from '@schemas/wire/captcha';
import { countryInfoSchema, currencyInfoSchema, playerFieldsInfoSchema, type PlayerFieldContext } from '@schemas/wire/info';
import { playerGroupsResponseSchema, playerSchema } from '@schemas/wire/player';
import { authManifest } from './manifest';

const empty = z.unknown();
export const signInAnswerSchema = z.union([twoFactorRequiredSchema, playerSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/**
 * Every call of the auth plugin (spec part 1 §7). `l` makes the platform word its 422 messages in the
 * site's language; `authOptional` keeps a 401 "wrong password" from being taken for a lost session.
 */
export function createAuthApi(runtime: PluginRuntime) {
  const http = runtime.http;
  const l = () => ({ l: runtime.locale.current });
  return {
    /** Guests read it: sign-up needs the setting before there is a session (the player settings need one). */
    captchaSetting: () => http.request({ path: '/api/info/captcha', schema: captchaSettingSchema, code: 'LOAD_CAPTCHA_SETTING', authOptional: true }),
    /** The setting names the challenge URL, so a platform may serve it elsewhere. */
    captchaChallenge: (url: string) => http.request({ path: url, schema: altchaChallengeSchema, code: 'LOAD_CAPTCHA_CHALLENGE', authOptional: true }),
    checkEmail: (email: string) =>
      http.request({ method: 'post', path: '/check-email', json: { email }, schema: checkEmailResponseSchema, code: 'CHECK_EMAIL', searchParams: l() }),
    signIn: (user: SignInRequest['user']) =>
      http.request({ method: 'post', path: '/api/users/sign_in', json: { user }, schema: signInAnswerSchema, code: 'SIGN_IN', authOptional: true, searchParams: l() }),
    register: (user: RegistrationRequest['user']) =>
      http.request({ method: 'post', path: '/api/users', json: { user }, schema: playerSchema, code: 'REGISTRATION', searchParams: l() }),
    remindPassword: (email: string) =>
      http.request({ method: 'post', path: '/api/users/password', json: { user: { email } }, schema: empty, code: 'PASSWORD_REMIND', searchParams: l() }),
    resetPassword: (user: { reset_password_token: string; password: string; password_confirmation: string }) =>
      http.request({ method: 'put', path: '/api/users/password', json: { user }, schema: z.object({ password_reset: z.literal(true) }), code: 'PASSWORD_RESET', searchParams: l() }),
    confirmEmail: (token: string) =>
      http.request({ path: '/api/users/confirmation', searchParams: { confirmation_token: token, ...l() }, schema: confirmationResultSchema, code: 'CONFIRMATION' }),
    resendConfirmation: (email: string) =>
      http.request({ method: 'post', path: '/api/users/confirmation', json: { user: { email } }, schema: empty, code: 'CONFIRMATION_RESEND', searchParams: l() }),
    updateDetails: (user: { terms_acceptance: boolean; country?: string }) =>
      http.request({ method: 'post', path: '/api/auth_providers/update_details', json: { user }, schema: playerSchema, code: 'UPDATE_DETAILS', searchParams: l() }),
    authProviders: () => http.requestList({ path: '/api/info/auth_providers', item: authProviderInfoSchema, code: 'LOAD_AUTH_PROVIDERS' }),
    connectedProviders: () =>
      http.requestList({ path: '/api/auth_providers', item: connectedAuthProviderSchema, code: 'LOAD_CONNECTED_PROVIDERS' }),
    addGroups: (ids: number[]) =>
      http.request({ method: 'post', path: '/api/player/groups', json: { groups: { add: ids } }, schema: playerGroupsResponseSchema, code: 'ADD_GROUPS' }),
    playerFields: (context: PlayerFieldContext) =>
      http.request({ path: '/api/info/player_fields', searchParams: { context }, schema: playerFieldsInfoSchema, code: 'LOAD_PLAYER_FIELDS' }),
    countries: () => http.requestList({ path: '/api/info/countries', item: countryInfoSchema, code: 'LOAD_COUNTRIES' }),
    currencies: () => http.requestList({ path: '/api/info/currencies', item: currencyInfoSchema, code: 'LOAD_CURRENCIES' }),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;

/**
 * Built on first use by the popups, forms and login rules that call it, so the wire schemas load with them
 * and never with the entry (a guest's boot needs none of them).
 */
export const authApiState = definePluginState(authManifest, ({ runtime }) => createAuthApi(runtime), { lifetime: 'runtime' });
