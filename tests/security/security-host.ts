import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { embeddedPlatform } from '../../server/embedded-platform';
import { createHostApp } from '../../server/host-app';
import { pluginIds } from '../../server/plugin-folders';
import { readRuntimeConfig } from '../../server/runtime-config';
import { loadSites } from '../../server/sites';
import { fakeClientBuild } from '../server/fake-client-build';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface SecurityHost {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real host (createHostApp + the embedded platform) configured from an environment, as server/main.ts
 * does it, with a fake client build so that page fallbacks answer as in production.
 */
export async function startSecurityHost(env: Record<string, string> = {}, options: { quiet?: boolean } = {}): Promise<SecurityHost> {
  const runtime = readRuntimeConfig(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-security-'));
  const build = fakeClientBuild();
  const { mode, countryHeader, smtpUrl, mailFrom } = runtime;
  const app = await createHostApp({
    root,
    sites: loadSites(join(root, 'sites'), pluginIds(join(root, 'plugins'))),
    platform: embeddedPlatform({ dataDir, mode, countryHeader, smtpUrl, mailFrom, quiet: options.quiet ?? true }),
    clientDir: build.dir,
    buildId: 'test',
    trustProxy: runtime.trustProxy,
  });
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(build.dir, { recursive: true, force: true });
    },
  };
}

/** Session cookie plus the CSRF echo, as the browser client sends them. */
export function browserHeaders(response: LightMyRequestResponse): Record<string, string> {
  const cookies = response.cookies as { name: string; value: string }[];
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '), 'x-csrf-token': csrf };
}

export const signInBody = (email: string, password: string) => ({ user: { email, password } });
