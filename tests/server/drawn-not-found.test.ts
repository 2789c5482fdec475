import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostWithRenderer } from './host-with-renderer';

/**
 * A promotion page as its plugin draws it: it asks the platform for the promotion and draws core's not-found page
 * (`runtime.drawnNotFound`) when there is none, whatever the reason, as the tournament page does.
 */
const PROMO_RENDERER = `
export function provideCmsWindow() {}
export async function renderPage(request) {
  const slug = request.url.split('/')[2];
  const answer = await request.fetch('http://localhost/api/tournaments/' + slug).catch(() => null);
  const found = answer !== null && answer.ok;
  return { html: found ? '<main>race</main>' : '<main>not found</main>', rendered: { at: 1, device: request.device, loaded: {}, answers: {} }, head: null, notFound: !found };
}
`;

describe('host: a drawn not-found page answers 404 when the platform said so (issue 14: no soft 404)', () => {
  const answers: Record<string, () => Promise<{ status: number; body: unknown }>> = {
    '/api/tournaments/weekly-race': async () => ({ status: 200, body: { id: 1 } }),
    '/api/tournaments/broken': async () => ({ status: 503, body: {} }),
    '/api/tournaments/unreachable': async () => {
      throw new Error('connection refused');
    },
  };
  let host: Awaited<ReturnType<typeof hostWithRenderer>>;
  beforeAll(async () => {
    host = await hostWithRenderer(PROMO_RENDERER, (path) => answers[path.split('?')[0] ?? '']?.() ?? Promise.resolve({ status: 404, body: {} }));
  });
  afterAll(() => host.close());

  const get = (url: string) => host.app.inject({ url, headers: { host: 'localhost' } });

  it('an unknown promotion: the same drawn screen, with status 404', async () => {
    const page = await get('/tournaments/no-such-race');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<main>not found</main>');
  });

  it('a promotion the platform has: 200', async () => {
    const page = await get('/tournaments/weekly-race');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>race</main>');
  });

  it('a platform that failed (5xx, unreachable) proves nothing: 200, the client decides', async () => {
    expect((await get('/tournaments/broken')).statusCode).toBe(200);
    expect((await get('/tournaments/unreachable')).statusCode).toBe(200);
  });
});
