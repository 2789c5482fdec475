// @vitest-environment happy-dom
import '../../../tests/harness/happy-dom-dompurify';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { defineManifest, definePlugin } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { cmsApi, contentPagesEntry } from './fixtures';

afterEach(() => {
  cleanup();
  document.title = '';
  document.head.querySelectorAll('meta').forEach((m) => m.remove());
});

function KnownBlock({ props }: { props: Record<string, string> }) {
  return <p>known block size {props.size}</p>;
}
// A stand-in for another plugin that owns a placeholder the CMS text uses.
const knownBlock = definePlugin(defineManifest({ id: 'known-block', contributes: { placeholders: { Known: {} } } }), (api) => {
  api.implement({ placeholders: { Known: async () => ({ default: KnownBlock }) } });
});
const knownEntry = catalogEntry(knownBlock.manifest, async () => ({ default: knownBlock }));

async function open(path: string, options: Parameters<typeof createTestRuntime>[0] extends infer O ? Partial<O> : never = {}) {
  const test = await createTestRuntime({ plugins: [contentPagesEntry, knownEntry], api: cmsApi, url: path, ...options });
  // Pages read the CMS while rendering (they suspend): the first render is awaited like any data read.
  await act(async () => {
    render(<App runtime={test.runtime} />);
  });
  return test;
}

describe('content-pages contributions', () => {
  it('registers the static routes, a catch-all after every plugin route, menus and placeholders', async () => {
    const { runtime } = await createTestRuntime({ plugins: [contentPagesEntry] });
    const routes = runtime.registry.routes.filter((r) => r.pluginId === 'content-pages');
    const slugs = ['privacy-policy', 'cookie-policy', 'terms-and-conditions', 'general-rules', 'responsible-gaming', 'benefits-of-crypto', 'support'];
    // One copy of the repeated `static-page` route per slug, keyed by the slug.
    expect(routes.slice(0, -1).map((r) => [r.id, r.path, r.order])).toEqual(slugs.map((slug) => [slug, `/${slug}`, 500]));
    expect(routes.at(-1)).toMatchObject({ id: 'dynamic-page', path: '/*', order: 10_000 });
    const sources = runtime.registry.menuSources.filter((s) => s.pluginId === 'content-pages');
    expect(sources.map((s) => [s.menu, s.id, s.order])).toEqual(
      expect.arrayContaining([
        ['header', 'header-top-menu', 900],
        ['sidebar', 'sidebar-top-menu', 900],
        ['footer-info', 'footer-info-bottom-menu', 100],
        ['footer-help', 'footer-help-bottom-menu-help', 100],
      ]),
    );
    expect(runtime.registry.placeholders.map((p) => p.name)).toEqual(expect.arrayContaining(['LiveChatButton', 'TermsDownload']));
  });

  it('repeats the static route per slug the site lists', async () => {
    const { runtime } = await createTestRuntime({ plugins: [contentPagesEntry], pluginOptions: { 'content-pages': { staticSlugs: ['support', 'faq'] } } });
    expect(runtime.registry.routes.filter((r) => r.pluginId === 'content-pages').map((r) => r.path)).toEqual(['/support', '/faq', '/*']);
  });
});

describe('a static page', () => {
  it('renders sanitised content with variables, placeholders and head tags', async () => {
    const { runtime } = await open('/terms-and-conditions');
    expect(await screen.findByText('terms-and-conditions in en')).toBeTruthy();
    expect(screen.getByText('Bonus €5 for you.')).toBeTruthy();
    expect(await screen.findByText('known block size 2')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Title terms-and-conditions | Test Casino'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About terms-and-conditions');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    await waitFor(() => expect(runtime.log.entries().filter((e) => e.code === 'CMS_PLACEHOLDER_UNKNOWN')).toHaveLength(1));
  });

  it("uses the player's currency for variables", async () => {
    await open('/terms-and-conditions', { player: testPlayer({ currency: 'CAD' }) });
    expect(await screen.findByText('Bonus C$7 for you.')).toBeTruthy();
  });

  it('reads the EE variant under the EE licence and hides EE-hidden footer links', async () => {
    const { api } = await open('/terms-and-conditions', { country: 'EE' });
    expect(await screen.findByText('terms-and-conditions/EE in en')).toBeTruthy();
    expect(api.calls.some((c) => c.path.startsWith('/api/cms/pages/terms-and-conditions/EE'))).toBe(true);
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(footer.textContent).toContain('about us'));
    expect(footer.textContent).not.toContain('benefits of crypto');
    expect(footer.textContent).not.toContain('sportsbook terms');
  });

  it('reads the AU variant for Australian visitors and shows footer links from the CMS', async () => {
    await open('/terms-and-conditions', { country: 'AU' });
    expect(await screen.findByText('terms-and-conditions/AU in en')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('contentinfo').textContent).toContain('benefits of crypto'));
  });
});

describe('the operator block on the terms (issue 24 item 9)', () => {
  const legal = {
    company: 'Demo Gaming N.V.',
    registrationNumber: 'DEMO-1',
    registeredAddress: '1 Example Street',
    licences: {
      CW: { number: 'DEMO/CW', regulator: 'Example Authority', url: 'https://example.com/cw', minimumAge: 18 },
      EE: { number: 'DEMO/EE', regulator: 'Example Board', minimumAge: 21 },
    },
    responsibleGaming: [{ name: 'Example Help', url: 'https://example.com/help' }],
  };

  it('follows the terms with the site file details of the licence served', async () => {
    await open('/terms-and-conditions', { site: { legal } });
    const block = await screen.findByRole('region', { name: 'operator.title' });
    expect(block.textContent).toContain('Demo Gaming N.V.');
    expect(block.textContent).toContain('DEMO-1');
    expect(block.querySelector('[data-licence="CW"]')?.textContent).toBe('DEMO/CW');
    expect(screen.getByText('Example Authority').getAttribute('href')).toBe('https://example.com/cw');
    expect(screen.getByText('Example Help').getAttribute('href')).toBe('https://example.com/help');
    cleanup();
    await open('/terms-and-conditions', { site: { legal }, country: 'EE' });
    expect((await screen.findByText('DEMO/EE')).getAttribute('data-licence')).toBe('EE');
  });

  it('is not added to other pages, nor without legal details', async () => {
    await open('/about-us', { site: { legal } });
    expect(await screen.findByText('about-us in en')).toBeTruthy();
    expect(document.querySelector('[data-operator-details]')).toBeNull();
    cleanup();
    await open('/terms-and-conditions');
    expect(await screen.findByText('terms-and-conditions in en')).toBeTruthy();
    expect(document.querySelector('[data-operator-details]')).toBeNull();
  });
});

describe('dynamic pages', () => {
  it('shows a CMS page by path and sends /{id} to its path', async () => {
    const { navigation } = await open('/10');
    expect(await screen.findByText('about-us in en')).toBeTruthy();
    expect(navigation.current().pathname).toBe('/about-us');
  });

  it('shows not-found for a path without a page', async () => {
    await open('/no-such-page');
    expect(await screen.findByText('notFound.title')).toBeTruthy();
  });

  it('marks deep dynamic pages noindex', async () => {
    await open('/guides/deep/very/far');
    expect(await screen.findByText('guides/deep/very/far in en')).toBeTruthy();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
  });

  it('sends a guest away from a reg-only page and lists it in the header only for players', async () => {
    const { navigation } = await open('/vip-club-info');
    await waitFor(() => expect(navigation.current().pathname).toBe('/'));
    expect(screen.getAllByRole('banner')[0]!.textContent).toContain('promotions info');
    expect(screen.getAllByRole('banner')[0]!.textContent).not.toContain('vip club info');
    cleanup();
    await open('/vip-club-info', { player: testPlayer() });
    expect(await screen.findByText('vip-club-info in en')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('banner')[0]!.textContent).toContain('vip club info'));
  });
});
