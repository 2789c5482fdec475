// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../core/boot/App';
import { browserNavigation } from '../../core/runtime/navigation';
import { headTagsHtml, pageHeadTags, routeHeadTags } from '../../core/seo/head-tags';
import { createTestRuntime } from '../harness/create-test-runtime';
import { testCatalog } from '../fixtures/test-plugins';

afterEach(() => cleanup());
beforeEach(() => {
  for (const element of document.head.querySelectorAll('[data-head]')) element.remove();
});

const canonical = () => [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'));
const alternates = () => Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

describe('head tags kept in sync in the browser (issue 14)', () => {
  it('replaces the host-written tags on a route change with the same helper, never duplicating them', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [testCatalog.hello], url: '/hello' });
    // What the host wrote for the landing page (server/page-head.ts uses the same functions).
    const site = runtime.site;
    document.head.insertAdjacentHTML(
      'beforeend',
      headTagsHtml(routeHeadTags({ site, host: 'localhost', protocol: 'http', locale: 'en', path: '/hello' }), 'route') +
        headTagsHtml(pageHeadTags(site.name, { title: 'Hello', description: 'Landing page text' }), 'page'),
    );
    render(<App runtime={runtime} />);
    expect(await screen.findAllByText('hello from plugin')).not.toHaveLength(0);
    // The landing page keeps the host's page tags; the address tags are there once.
    expect(canonical()).toEqual(['http://localhost/hello']);
    expect(alternates()).toEqual({ en: 'http://localhost/hello', de: 'http://localhost/de/hello', 'x-default': 'http://localhost/hello' });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Landing page text');

    act(() => navigation.go('/deep/1/2/3/4'));
    // The new page's tags once its route has rendered (the text alone is the previous page's until then).
    await waitFor(() => expect(canonical()).toEqual(['http://localhost/deep/1/2/3/4']));
    expect(await screen.findAllByText('hello from plugin')).not.toHaveLength(0);
    await waitFor(() => expect(robots()).toEqual(['noindex']));
    // The landing page's description does not follow the visitor to another page.
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();

    act(() => navigation.go('/de/hello'));
    await waitFor(() => expect(canonical()).toEqual(['http://localhost/de/hello']));
    expect(await screen.findAllByText('hello from plugin')).not.toHaveLength(0);
    await waitFor(() => expect(robots()).toEqual([]));
    expect(document.documentElement.lang).toBe('de');
  });

  it('a mirror host points canonical to the main host', async () => {
    const { runtime } = await createTestRuntime({ plugins: [testCatalog.hello], url: '/hello', host: 'mirror.localhost' });
    render(<App runtime={runtime} />);
    expect(await screen.findAllByText('hello from plugin')).not.toHaveLength(0);
    // The test site's only main host is local: canonical falls back to it, over https.
    expect(canonical()).toEqual(['https://localhost/hello']);
  });
});

describe('guest base path in the browser (spec part 1 §2)', () => {
  it('the app sees paths without /guest and every navigation keeps it in the address bar', () => {
    window.history.replaceState(null, '', '/guest/pokies?x=1');
    const navigation = browserNavigation('/guest');
    expect(navigation.current().pathname).toBe('/pokies');
    expect(navigation.current().search).toBe('?x=1');
    navigation.go('/de/live');
    expect(window.location.pathname).toBe('/guest/de/live');
    expect(navigation.current().pathname).toBe('/de/live');
    navigation.go('/');
    expect(window.location.pathname).toBe('/guest/');
    expect(navigation.current().pathname).toBe('/');
    // Without a base nothing changes.
    window.history.replaceState(null, '', '/guest/pokies');
    expect(browserNavigation().current().pathname).toBe('/guest/pokies');
  });
});
