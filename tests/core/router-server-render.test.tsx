// @vitest-environment node
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../../core/boot/App';
import { createTestRuntime } from '../harness/create-test-runtime';
import { routerTestPlugin } from './router-test-plugin';

async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replaceAll('<!-- -->', ''); // React's separators between adjacent text parts
}

describe('server rendering at any URL (DESIGN §10)', () => {
  // The server would do the same with the request's URL: a memory navigation, the app, a prerender.
  it('renders the route for the request URL with no window at all', async () => {
    expect(typeof window).toBe('undefined');
    const { runtime } = await createTestRuntime({ plugins: [routerTestPlugin], url: '/de/games/book-dead?mode=demo' });
    const html = await renderToHtml(<App runtime={runtime} />);
    expect(html).toContain('<h1>game book-dead</h1>');
    expect(html).toContain('query: mode=demo');
    expect(html).toContain('href="/de/games/other"');
  });
});
