import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { App } from '@core/boot/App';
import { createLoadedData } from '@core/loaded/loaded-data';
import { drawApp } from '@core/server-render/draw-app';
import type { PageSeo } from '@core/seo/head-tags';
import { preloadRoutePage } from '@core/router/preload-route';
import { preloadFirstPaintSlots } from '@core/shell/first-paint-slots';
import { createTestRuntime, type TestRuntime, type TestRuntimeOptions } from './create-test-runtime';

export interface DrawnAndHydrated {
  /** The server's HTML of the page. */
  html: string;
  /** What the server render failed with (a block's read, a render error): the host would fall back to the browser. */
  serverErrors: unknown[];
  /** React's hydration mismatches (recoverable errors): a page the browser had to draw again. */
  mismatches: unknown[];
  /** The head the drawn page stated (`useDocumentHead` on the server): what the host writes into the HTML's head. */
  head: PageSeo | null;
  /** The drawn page said "not found" (`useNotFoundStatus`): the host answers it with 404. */
  notFound: boolean;
  /** The browser's runtime, seeded with the server's `useLoaded` values, and its container. */
  browser: TestRuntime;
  container: HTMLElement;
}

/**
 * Draws a page as the server renderer does (issue 14: a runtime of its own, its route preloaded, every Suspense
 * boundary waited for) and hydrates it in a second runtime seeded with the values the server's blocks read, as the
 * browser's boot does: a test sees the HTML, any server failure and any hydration mismatch.
 */
export async function serverThenHydrate(options: TestRuntimeOptions & { url: string }): Promise<DrawnAndHydrated> {
  const path = options.url.split(/[?#]/)[0] ?? '/';
  const server = await createTestRuntime(options);
  // As `createRuntime` makes it with `server`: blocks wait for their data; clocks read the time of the drawing.
  const at = Date.now();
  server.runtime.onServer = true;
  server.runtime.renderedAt = at;
  await Promise.all([preloadFirstPaintSlots(server.runtime), preloadRoutePage(server.runtime, path)]);
  const serverErrors: unknown[] = [];
  const html = await drawApp(server.runtime, (error) => void serverErrors.push(error));

  const browser = await createTestRuntime(options);
  browser.runtime.loaded = createLoadedData(server.runtime.loaded.snapshot(), undefined, undefined, server.runtime.loaded.failedKeys());
  browser.runtime.renderedAt = at;
  await Promise.all([preloadFirstPaintSlots(browser.runtime), preloadRoutePage(browser.runtime, path)]);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const mismatches: unknown[] = [];
  // Both renderers live in this one test process (never in the product): React's development warning about it is noise.
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers')) process.stderr.write(`${args.map(String).join(' ')}\n`);
  });
  try {
    await act(async () => {
      hydrateRoot(container, <App runtime={browser.runtime} />, { onRecoverableError: (error) => void mismatches.push(error) });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { html, serverErrors, mismatches, head: server.runtime.drawnHead, notFound: server.runtime.drawnNotFound, browser, container };
}
