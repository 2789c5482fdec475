import Database from 'better-sqlite3';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { XSS_BROWSER_ONLY_PAYLOADS, XSS_PAYLOADS, XSS_PLACEHOLDER_PAYLOADS, XSS_VARIABLES } from '../fixtures/xss-payloads';

/**
 * Every XSS payload, stored as a CMS page in the worker's platform database, is opened as a dynamic page
 * in Chromium: no dialog may open, no `window.__xss` may be set, nothing live may reach the DOM.
 */
const PAYLOADS = [...XSS_PAYLOADS, ...XSS_BROWSER_ONLY_PAYLOADS, ...XSS_PLACEHOLDER_PAYLOADS, '<p>{evil}</p>'];

// Runs in the desktop project only (playwright.config.ts): the parser and sanitiser do not depend on the viewport.
test('no CMS payload runs script in the browser', async ({ page, host }) => {
  test.setTimeout(180_000);
  const db = new Database(join(host.dataDir, 'platform.sqlite'));
  const insert = db.prepare('INSERT OR REPLACE INTO cms_pages (id, locale, slug, path, title, categories, layout, content, blocks, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  PAYLOADS.forEach((content, i) => {
    const blocks = { title: `XSS ${i}`, description: '', keywords: '', 'content-main': content, json: { variables: XSS_VARIABLES } };
    insert.run(90_000 + i, 'en', `xss-${i}`, `/xss-${i}`, `XSS ${i}`, JSON.stringify(['page']), 'static', content, JSON.stringify(blocks), 9_000 + i);
  });
  db.close();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (let i = 0; i < PAYLOADS.length; i++) {
    await page.goto(`/xss-${i}`);
    await expect(page.getByRole('heading', { level: 1, name: `XSS ${i}` })).toBeVisible();
    // Give load and error handlers, autofocus and toggles the chance to fire.
    await page.locator('[data-cms-page] a, [data-cms-page] details, [data-cms-page] div').first().hover({ timeout: 300 }).catch(() => undefined);
    await page.waitForTimeout(150);
    const report = await page.evaluate(() => {
      const root = document.querySelector('[data-cms-page]')!;
      const bad = root.querySelectorAll('script, iframe, object, embed, form, svg, math, style, base, meta, link');
      const handlers = [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name));
      const urls = [...root.querySelectorAll('[href], [src]')]
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside URL schemes
        .filter((u) => /^\s*(javascript|data|vbscript):/i.test(u.replace(/[\s\u0000-\u001f]/g, '')));
      return { xss: (window as { __xss?: unknown }).__xss ?? null, bad: bad.length, handlers, urls };
    });
    expect(report, `payload ${i}: ${PAYLOADS[i]}`).toEqual({ xss: null, bad: 0, handlers: [], urls: [] });
  }
  expect(dialogs).toEqual([]);
});
