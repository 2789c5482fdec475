import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// Playwright's own Chromium when it is installed (developer laptops), else Debian's (CI machines here).
const bundled = (() => {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
})();
const launchOptions = bundled
  ? {}
  : {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    };

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { launchOptions, trace: 'retain-on-failure', actionTimeout: 15_000, navigationTimeout: 30_000 },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      // Viewport-independent and slow (a browser pass over every XSS payload): desktop covers it.
      testIgnore: /cms-xss\.spec\.ts$/,
    },
  ],
});
