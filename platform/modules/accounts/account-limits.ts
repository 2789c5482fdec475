import type { FastifyReply, FastifyRequest } from 'fastify';
import { translateValidation } from '../../../schemas/validation';
import { createAttemptLimiter, type AttemptBudget, type AttemptLimiter } from './attempt-limiter';

// Our numbers (the spec sets none). An account's failures wait longest: rotating addresses must not help.
const MINUTE = 60_000;
export const SIGN_IN_PER_ACCOUNT: AttemptBudget = { free: 5, baseDelayMs: 30_000, maxDelayMs: 30 * MINUTE, forgetAfterMs: 60 * MINUTE };
export const SIGN_IN_PER_ADDRESS: AttemptBudget = { free: 20, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE };
/** Mails a visitor can trigger (password reminders, confirmation resends, sign-in codes), per e-mail and flow. */
export const MAILS_PER_ACCOUNT: AttemptBudget = { free: 3, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE };
export const MAILS_PER_ADDRESS: AttemptBudget = { free: 10, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE };
/**
 * Accounts created from one address (issue 20 item 9). Generous, because offices, campuses and mobile
 * carriers put many real players behind one address; the captcha makes each of them cost the sender work.
 * Past it the wait doubles up to a day, so a farm behind one address gets a handful of accounts a day.
 */
export const SIGN_UPS_PER_ADDRESS: AttemptBudget = { free: 20, baseDelayMs: 10 * MINUTE, maxDelayMs: 24 * 60 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE };

/** One pair of limiters: the account (by e-mail, whatever the address) and the address (whatever the account). */
export interface LimitPair {
  /** Seconds to wait when either is over budget, else `null`. */
  waitFor(request: FastifyRequest, email: string): number | null;
  record(request: FastifyRequest, email: string): void;
  /** A success forgets the account's failures; the address's stay, or one valid account would reset them. */
  clearAccount(email: string): void;
}

const accountKey = (email: string) => email.trim().toLowerCase();

function limitPair(perAccount: AttemptBudget, perAddress: AttemptBudget): LimitPair {
  const accounts: AttemptLimiter = createAttemptLimiter(perAccount);
  const addresses: AttemptLimiter = createAttemptLimiter(perAddress);
  return {
    waitFor(request, email) {
      const waits = [accounts.waitFor(accountKey(email)), addresses.waitFor(request.ip)].filter((wait) => wait !== null);
      return waits.length > 0 ? Math.max(...waits) : null;
    },
    record(request, email) {
      accounts.record(accountKey(email));
      addresses.record(request.ip);
    },
    clearAccount: (email) => accounts.clear(accountKey(email)),
  };
}

/** The accounts module's limiters, made once per platform instance. */
export interface AccountLimits {
  /** Wrong passwords and wrong two-factor codes. */
  signIn: LimitPair;
  passwordReminder: LimitPair;
  confirmationResend: LimitPair;
  twoFactorCode: LimitPair;
  /** Accounts created, per address: there is no account yet to count against. */
  signUpsPerAddress: AttemptLimiter;
}

export function createAccountLimits(): AccountLimits {
  return {
    signIn: limitPair(SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS),
    passwordReminder: limitPair(MAILS_PER_ACCOUNT, MAILS_PER_ADDRESS),
    confirmationResend: limitPair(MAILS_PER_ACCOUNT, MAILS_PER_ADDRESS),
    twoFactorCode: limitPair(MAILS_PER_ACCOUNT, MAILS_PER_ADDRESS),
    signUpsPerAddress: createAttemptLimiter(SIGN_UPS_PER_ADDRESS),
  };
}

/** The 429 every limited call answers (schemas/wire/auth.ts), with the wait in `Retry-After` too. */
export function sendTooManyAttempts(reply: FastifyReply, locale: string, waitSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(waitSeconds))
    .send({ error: 'too_many_requests', retry_after_seconds: waitSeconds, message: translateValidation(locale, 'tooManyAttempts') });
}
