import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Mailed tokens: the link carries the token, the database only what identifies it. */
export const newToken = () => randomBytes(24).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
