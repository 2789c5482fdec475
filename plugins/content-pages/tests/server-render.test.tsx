// @vitest-environment happy-dom
import '../../../tests/harness/happy-dom-dompurify';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cmsApi, contentPagesEntry } from './fixtures';
import { serverThenHydrate } from '../../../tests/harness/server-then-hydrate';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('CMS pages drawn on the server (issue 14)', () => {
  it('carries a static page’s title and text in the HTML and hydrates it without asking the CMS again', async () => {
    const drawn = await serverThenHydrate({ plugins: [contentPagesEntry], api: cmsApi, url: '/terms-and-conditions' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('data-cms-page="terms-and-conditions"');
    expect(drawn.html).toContain('terms-and-conditions in en');
    expect(drawn.mismatches).toEqual([]);
    expect(screen.getByText('terms-and-conditions in en')).toBeTruthy();
    // The page and the list came with the page; the menus take the list from it too.
    await waitFor(() => expect(screen.getByRole('contentinfo').textContent).toContain('about us'));
    expect(drawn.browser.api.calls.filter((c) => c.path.startsWith('/api/cms/pages'))).toEqual([]);
  });

  it('draws the licence variant the list names', async () => {
    const drawn = await serverThenHydrate({ plugins: [contentPagesEntry], api: cmsApi, url: '/terms-and-conditions', country: 'EE' });
    expect(drawn.html).toContain('terms-and-conditions/EE in en');
    expect(drawn.mismatches).toEqual([]);
  });

  it('draws the not-found page for a path that is no page, and the missing message for a static page the CMS lacks', async () => {
    const unknown = await serverThenHydrate({ plugins: [contentPagesEntry], api: cmsApi, url: '/no-such-page' });
    expect(unknown.serverErrors).toEqual([]);
    expect(unknown.html).toContain('notFound.title');
    expect(unknown.mismatches).toEqual([]);
    cleanup();
    document.body.innerHTML = '';
    const missing = await serverThenHydrate({ plugins: [contentPagesEntry], api: cmsApi, url: '/cookie-policy' });
    expect(missing.serverErrors).toEqual([]);
    expect(missing.html).toContain('missing.title');
    expect(missing.mismatches).toEqual([]);
  });

  it('leaves a page the CMS failed to answer to the browser, which offers a retry', async () => {
    const failing = { ...cmsApi, 'GET /api/cms/pages/*': () => ({ status: 503, body: {} }) };
    const drawn = await serverThenHydrate({ plugins: [contentPagesEntry], api: failing, url: '/privacy-policy' });
    expect(drawn.serverErrors).not.toEqual([]);
    expect(await screen.findByRole('button', { name: 'failed.retry' })).toBeTruthy();
  });
});
