import * as z from 'zod/mini';
import { altchaChallengeSchema } from '../../schemas/wire/captcha';

const solutionSchema = z.object({ counter: z.int().check(z.nonnegative()), derivedKey: z.string().check(z.maxLength(256)), time: z.optional(z.number()) });
const payloadSchema = z.object({ challenge: altchaChallengeSchema, solution: solutionSchema });
export type AltchaPayload = z.output<typeof payloadSchema>;

/** The reverse of `encodeAltchaToken` (schemas/wire/captcha.ts); anything malformed is `null`. */
export function decodeAltchaToken(token: string): AltchaPayload | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success && parsed.data.challenge.signature ? parsed.data : null;
  } catch {
    return null;
  }
}
