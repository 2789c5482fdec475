// Makes sure Playwright has a Chromium to drive: Playwright's own browser on a developer laptop that
// has one, else Debian's /usr/bin/chromium, installed here when missing and we are root (CI machines).
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

function bundledAvailable() {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (bundledAvailable()) {
  console.log('[e2e] using Playwright\'s bundled Chromium');
} else if (existsSync(SYSTEM_CHROMIUM)) {
  console.log(`[e2e] using ${SYSTEM_CHROMIUM}`);
} else if (process.getuid?.() === 0) {
  console.log('[e2e] installing Debian chromium (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
} else {
  console.error('[e2e] No Chromium found. Run `npx playwright install chromium` or install your distribution\'s chromium.');
  process.exit(1);
}
