import { test as base, expect } from '@playwright/test';
import { startHost, type RunningHost } from './host-process';

interface WorkerFixtures {
  host: RunningHost;
}
interface TestFixtures {
  /** The same host under another name: `*.localhost` resolves to 127.0.0.1 in Chromium (second brand). */
  hostUrl: (hostname: string) => string;
}

/**
 * Each worker gets its own host and fresh reference platform (own data dir, random port), so tests never
 * share state across workers; tests inside a worker create their own players.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  host: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // The test runner is the host's proxy: `registerByApi` names a visitor address of its own per sign-up, as
      // players behind one proxy have, so a worker's many new players stay under the per-address sign-up budget.
      const host = await startHost({ TRUST_PROXY: '127.0.0.1' });
      await use(host);
      await host.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ host }, use) => use(host.url),
  // A guest's page arrives drawn by the server (issue 14) and works once the app has taken it over (`<html data-app>`):
  // a test acts then, as a person does once the page responds. Pages that are not the app go on at once.
  page: async ({ page }, use) => {
    const untilAppReady = () =>
      page
        .waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app'), undefined, { timeout: 15_000 })
        .catch(() => undefined);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilAppReady();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilAppReady();
      return response;
    };
    await use(page);
  },
  hostUrl: async ({ host }, use) => use((hostname: string) => `http://${hostname}:${host.port}`),
});

export { expect };
