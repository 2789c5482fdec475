import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildPlatformApp, type PlatformOptions } from '../../app';
import type { PlatformContext } from '../../context';
import { altchaChallengeSchema } from '../../../schemas/wire/captcha';
import { solveAltcha } from '../../../plugins/auth/captcha/altcha-solver';

/**
 * Test helpers for the accounts, info, limits and diagnostics modules: a fresh platform on a temporary
 * directory, and a cookie jar that plays the browser (session cookie plus the CSRF header echo).
 * Test files mock `platform/modules/index` down to these four modules so they do not depend on modules
 * other teams are still building.
 */
export interface TestPlatform {
  app: FastifyInstance;
  ctx: PlatformContext;
  close(): Promise<void>;
}

export async function startTestPlatform(options: Omit<PlatformOptions, 'dataDir'> = {}): Promise<TestPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-accounts-'));
  const { app, ctx } = await buildPlatformApp({ ...options, dataDir });
  return {
    app,
    ctx,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Headers a browser client sends: cookies, and the CSRF echo on writes. */
  headers(withCsrf = true): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get('csrf_token');
    if (withCsrf && csrf) headers['x-csrf-token'] = csrf;
    return headers;
  }

  has(name: string) {
    return this.cookies.has(name);
  }
}

export async function signIn(app: FastifyInstance, email: string, password: string, jar = new CookieJar()) {
  const response = jar.store(await app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { user: { email, password } }, headers: jar.headers() }));
  return { response, jar };
}

export async function mailsTo(app: FastifyInstance, to: string): Promise<{ subject: string; body: string; kind: string }[]> {
  return (await app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(to)}` })).json();
}

/** The token a mail's link carries (`?name=value`). */
export function tokenFromMail(body: string, name: string): string {
  const match = new RegExp(`${name}=([A-Za-z0-9_-]+)`).exec(body);
  if (!match) throw new Error(`no ${name} in mail: ${body}`);
  return match[1]!;
}

/** Does what the browser does before sign-up: fetches the proof-of-work challenge and solves it. */
export async function captchaToken(app: FastifyInstance): Promise<string> {
  const challenge = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  return solveAltcha(altchaChallengeSchema.parse(challenge.json()));
}

export const countRows = (ctx: PlatformContext, table: string) => ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
