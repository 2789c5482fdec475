import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostWithRenderer } from './host-with-renderer';

/** A promotion's page as its plugin states it while drawn (`useDocumentHead` on the server). */
const PROMO_RENDERER = `
export function provideCmsWindow() {}
export async function renderPage(request) {
  const head = request.url.startsWith('/tournaments/')
    ? { fullTitle: 'Weekly Race · Aurora Casino', title: 'Weekly Race', description: 'Spin to climb the board', openGraph: { image: '/promo/race.png', type: 'article' } }
    : null;
  return { html: '<main>drawn</main>', rendered: { at: 1, device: request.device, loaded: {}, answers: {} }, head };
}
`;

describe('host: the head a drawn page states goes into its HTML (issue 14 head tags)', () => {
  let host: Awaited<ReturnType<typeof hostWithRenderer>>;
  beforeAll(async () => {
    host = await hostWithRenderer(PROMO_RENDERER, async () => ({ status: 404, body: {} }));
  });
  afterAll(() => host.close());

  it('a promotion page: its title, description and Open Graph tags', async () => {
    const page = await host.app.inject({ url: '/tournaments/weekly-race', headers: { host: 'localhost' } });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<title>Weekly Race · Aurora Casino</title>');
    expect(head).toMatch(/<meta name="description" content="Spin to climb the board"/);
    expect(head).toMatch(/<meta property="og:title" content="Weekly Race"/);
    expect(head).toMatch(/<meta property="og:type" content="article"/);
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/localhost\/promo\/race.png"/);
  });

  it('a page that states nothing keeps the host own tags', async () => {
    const page = await host.app.inject({ url: '/', headers: { host: 'localhost' } });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).not.toContain('Weekly Race');
    expect(head).toMatch(/<title>[^<]+<\/title>/);
  });
});
