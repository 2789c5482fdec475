import * as z from 'zod/mini';
import type { CaptchaAction } from '../../schemas/wire/captcha';
import type { CaptchaProvider, CaptchaVerdict } from './captcha-provider';

export interface RecaptchaOptions {
  /** `RECAPTCHA_SECRET`: the server-side key; never sent to the browser. */
  secret: string;
  /** `RECAPTCHA_SITE_KEY`: the public key the client's script executes with. */
  siteKey: string | null;
  /** reCAPTCHA v3 scores 0 (bot) to 1 (human); Google's suggested threshold. */
  minScore: number;
  actions: CaptchaAction[];
  /** Injected so tests never reach the network. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
// Spec part 1 §9: server calls time out after 8 s.
const DEFAULT_TIMEOUT_MS = 8_000;

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.optional(z.number()),
  action: z.optional(z.string()),
  'error-codes': z.optional(z.array(z.string())),
});

/** reCAPTCHA (v3, or v2 without a score) for operators that already use it: Google's siteverify decides. */
export function createRecaptchaProvider(options: RecaptchaOptions): CaptchaProvider {
  const fetchFn = options.fetch ?? fetch;
  return {
    setting: () => ({ enabled: true, provider: 'recaptcha', site_key: options.siteKey, challenge_url: null, actions: options.actions }),
    requires: (action) => options.actions.includes(action),
    async verify({ token, action, ip }): Promise<CaptchaVerdict> {
      if (!token) return { ok: false, reason: 'missing' };
      let answer: z.output<typeof siteverifySchema>;
      try {
        const response = await fetchFn(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: ip }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        const parsed = siteverifySchema.safeParse(await response.json());
        if (!parsed.success) return { ok: false, reason: 'unavailable' };
        answer = parsed.data;
      } catch {
        // Fail closed: a sign-up Google could not vouch for waits until it can.
        return { ok: false, reason: 'unavailable' };
      }
      if (!answer.success) {
        return { ok: false, reason: answer['error-codes']?.includes('timeout-or-duplicate') ? 'replayed' : 'invalid' };
      }
      // A token made for sign-in must not open sign-up; v2 tokens carry neither action nor score.
      if (answer.action !== undefined && answer.action !== action) return { ok: false, reason: 'invalid' };
      if (answer.score !== undefined && answer.score < options.minScore) return { ok: false, reason: 'invalid' };
      return { ok: true };
    },
  };
}
