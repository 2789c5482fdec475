import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { embeddedPlatform } from './embedded-platform';
import { createHostApp } from './host-app';
import { GUEST_PAGE_CACHE } from './guest-page-cache';
import { pluginIds } from './plugin-folders';
import { loadPluginGates } from './plugin-gates';
import { remotePlatform } from './remote-platform';
import { drainOnSignals } from './graceful-shutdown';
import { describeMode, readRuntimeConfig } from './runtime-config';
import { SiteConfigError, loadSites } from './sites';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Shared with the shutdown handler: once draining, `/readyz` says so. */
const lifecycle = { draining: false };

/**
 * Where the plugins' manifests are read from: the TypeScript sources (tsx, tests), or the compiled copies
 * beside the bundle that `npm run build` makes (`build/build-server.mjs`), which plain `node` runs.
 */
function manifestsLocation(): [dir: string, file: string] {
  const bundled = (globalThis as { __CROUPIER_SERVER_BUNDLE__?: boolean }).__CROUPIER_SERVER_BUNDLE__ === true;
  return bundled ? [join(root, 'dist/server/plugins'), 'manifest.js'] : [join(root, 'plugins'), 'manifest.ts'];
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = resolve(process.env.DATA_DIR ?? join(root, 'data'));
  // CROUPIER_MODE, TRUST_PROXY, COUNTRY_HEADER, SMTP_URL: read once here, passed down as plain config.
  const runtime = readRuntimeConfig(process.env);
  let sites;
  const plugins = pluginIds(join(root, 'plugins'));
  try {
    sites = loadSites(join(root, 'sites'), plugins);
  } catch (error) {
    if (error instanceof SiteConfigError) {
      console.error(`Site configuration is invalid:\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { mode, countryHeader, smtpUrl, mailFrom } = runtime;
  const platform = process.env.PLATFORM_URL ? remotePlatform(process.env.PLATFORM_URL) : embeddedPlatform({ dataDir, mode, countryHeader, smtpUrl, mailFrom, trustProxy: runtime.trustProxy });
  const app = await createHostApp({
    root,
    sites,
    pluginGates: await loadPluginGates(...manifestsLocation(), plugins),
    platform,
    clientDir: resolve(process.env.CLIENT_DIR ?? join(root, 'dist/client')),
    buildId: process.env.BUILD_ID ?? 'local',
    trustProxy: runtime.trustProxy,
    demoAids: mode === 'demo',
    isDraining: () => lifecycle.draining,
    ...(runtime.guestPageSeconds === null ? {} : { guestPageCache: runtime.guestPageSeconds === 0 ? false : { ...GUEST_PAGE_CACHE, freshMs: runtime.guestPageSeconds * 1000 } }),
  });
  drainOnSignals(app, lifecycle);
  const address = await app.listen({ port, host });
  stopWithParent();
  const where = process.env.PLATFORM_URL ? `platform at ${process.env.PLATFORM_URL}` : `reference platform, data in ${dataDir}`;
  console.log(`Croupier on ${address.replace('0.0.0.0', 'localhost')} (${sites.length} sites; ${where}; ${runtime.mode} mode)`);
  for (const line of describeMode(runtime)) console.log(line);
}

/** Test servers stop by themselves when the test runner that started them is gone. */
function stopWithParent() {
  if (process.env.EXIT_WITH_PARENT !== '1') return;
  const parent = process.ppid;
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.exit(0);
    }
  }, 1000).unref();
}

main().catch((error: unknown) => {
  // A broken configuration (site files, fe-config documents) stops the start with its own message.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
