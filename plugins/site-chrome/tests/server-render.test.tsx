// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogEntry } from '@core/plugin/define';
import type * as NearViewport from '@core/react/use-near-viewport';
import { serverThenHydrate } from '../../../tests/harness/server-then-hydrate';
import { siteChromeManifest } from '../manifest';

/**
 * The footer's slots below the columns (`footer.blocks`, `footer.bottom`) are drawn only once they near the screen
 * (`useNearViewport`), so today's server renderer leaves them to the browser. `drawDeferred` draws them at once on
 * both sides, as a server-drawn page would if core drew them too: what their blocks then carry is checked here.
 */
const deferred = vi.hoisted(() => ({ drawn: false }));
vi.mock('@core/react/use-near-viewport', async (load) => {
  const actual = await load<typeof NearViewport>();
  return { useNearViewport: (initially: boolean) => actual.useNearViewport(initially || deferred.drawn) };
});

const entry = catalogEntry(siteChromeManifest, () => import('../index'));
const api = {
  'GET /api/fe/config/footer-config': {
    socials: [{ name: 'telegram', url: 'https://t.me/demo', icon: 'telegram' }],
    payments: [
      { name: 'visa', label: 'Visa', logo: '/previews/payments/visa.svg' },
      { name: 'neosurf', label: 'Neosurf', logo: '/previews/payments/neosurf.svg', hiddenForCountries: ['AU'] },
    ],
    contacts: { email: 'help@footer.example', phone: '+1 000' },
    partnerLogo: '/previews/banners/partner.svg',
  },
  'GET /api/games/providers': [{ id: 1, title: 'Turbogames', provider: 'turbogames', slug: 'turbogames', name: 'Turbogames', games_count: 12, logo: '/previews/providers/turbogames.svg' }],
  'GET /api/cms/snippets': [{ id: 1, categories: ['footer-licence'], content: '<p>Licensed &amp; regulated by the <b>Demo</b> Authority.</p><script>alert(1)</script>' }],
};
const footerReads = (calls: { path: string }[]) => calls.filter((c) => /^\/api\/(fe\/config\/footer-config|games\/providers|cms\/snippets)/.test(c.path)).map((c) => c.path);

afterEach(() => {
  deferred.drawn = false;
  cleanup();
  document.body.innerHTML = '';
});

describe('footer blocks drawn on the server (issue 14)', () => {
  it('carries the contacts column with the footer-config e-mail and socials, and hydrates it without asking again', async () => {
    const drawn = await serverThenHydrate({ plugins: [entry], api, url: '/' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('mailto:help@footer.example');
    expect(drawn.html).toContain('https://t.me/demo');
    expect(drawn.mismatches).toEqual([]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('help@footer.example')).toBeTruthy();
    // The carousels below load as the footer nears the screen: the payments from the page's footer-config, no call.
    expect(await within(footer).findByAltText('Visa')).toBeTruthy();
    await within(footer).findByAltText('Turbogames');
    expect(footerReads(drawn.browser.api.calls).sort()).toEqual(['/api/cms/snippets?l=en', '/api/games/providers']);
    expect(drawn.mismatches).toEqual([]);
  });

  it('with the footer drawn whole, carries payments, studios, partner logo and licence note, and hydrates them without a call', async () => {
    deferred.drawn = true;
    const drawn = await serverThenHydrate({ plugins: [entry], api, url: '/', country: 'AU' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('alt="Visa"');
    // Hidden for Australian visitors: the same on both sides.
    expect(drawn.html).not.toContain('Neosurf');
    expect(drawn.html).toContain('alt="Turbogames"');
    expect(drawn.html).toContain('href="/producers/turbogames"');
    expect(drawn.html).toContain('/previews/banners/partner.svg');
    expect(drawn.html).toContain('Licensed &amp; regulated by the Demo Authority.');
    expect(drawn.html).not.toContain('alert(1)');
    expect(drawn.html).toContain(`data-copyright="copyright.default"`);
    expect(drawn.mismatches).toEqual([]);
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByText('Licensed & regulated by the Demo Authority.')).toBeTruthy());
    expect(within(footer).getByAltText('Turbogames').closest('a')?.getAttribute('href')).toBe('/producers/turbogames');
    expect(footerReads(drawn.browser.api.calls)).toEqual([]);
    expect(drawn.mismatches).toEqual([]);
  });

  it('a failed read is the empty state on both sides, never a server failure', async () => {
    deferred.drawn = true;
    const failing = { ...api, 'GET /api/games/providers': () => ({ status: 503, body: {} }), 'GET /api/cms/snippets': () => ({ status: 500, body: {} }) };
    const drawn = await serverThenHydrate({ plugins: [entry], api: failing, url: '/' });
    expect(drawn.serverErrors).toEqual([]);
    expect(drawn.html).toContain('alt="Visa"');
    expect(drawn.html).not.toContain('providers.title');
    expect(drawn.mismatches).toEqual([]);
    expect(screen.getByRole('contentinfo').querySelector('[data-copyright]')).toBeTruthy();
  });
});
