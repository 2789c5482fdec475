import type { PlatformContext } from '../../context';
import { sixDigitCode, tokenHash } from './tokens';

const CODE_TTL_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

/** Mails a fresh one-time code (replacing any earlier one) for the two-factor sign-in step. */
export function issueTwoFactorCode(ctx: PlatformContext, playerId: number, email: string) {
  const code = sixDigitCode();
  ctx.db
    .prepare('INSERT OR REPLACE INTO two_factor_codes (player_id, code_hash, expires_at, attempts) VALUES (?, ?, ?, 0)')
    .run(playerId, tokenHash(code), new Date(Date.now() + CODE_TTL_MS).toISOString());
  ctx.mail(email, 'Your sign-in code', `Your one-time sign-in code is ${code}. It is valid for 10 minutes.`, 'two_factor');
}

/** Checks and consumes a code; wrong tries count, and the code dies after five. */
export function consumeTwoFactorCode(ctx: PlatformContext, playerId: number, attempt: string): boolean {
  const row = ctx.db.prepare('SELECT code_hash, expires_at, attempts FROM two_factor_codes WHERE player_id = ?').get(playerId) as
    | { code_hash: string; expires_at: string; attempts: number }
    | undefined;
  if (!row || row.expires_at < new Date().toISOString() || row.attempts >= MAX_CODE_ATTEMPTS) return false;
  if (row.code_hash !== tokenHash(attempt.trim())) {
    ctx.db.prepare('UPDATE two_factor_codes SET attempts = attempts + 1 WHERE player_id = ?').run(playerId);
    return false;
  }
  ctx.db.prepare('DELETE FROM two_factor_codes WHERE player_id = ?').run(playerId);
  return true;
}
