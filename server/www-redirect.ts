import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../schemas/site/site.schema';
import { stripHostPort } from './host-name';

/**
 * Spec part 1 §6 `disableWWW`, as decided here: a site with the flag on answers a page request for `www.<host>`
 * with a permanent redirect to `<host>` (same path, query and port), so one address is canonical and the
 * cookies of one origin hold. With the flag off nothing is redirected and both names serve the site: the
 * reverse (bare → `www.`) would break hosts that have no `www.` record (localhost, mirrors) and is left to DNS.
 *
 * Only GET and HEAD outside `/api/`: a redirected write would lose its body, and API calls come from a page
 * that is already on the right host.
 */
export function wwwRedirectTarget(sites: readonly SiteConfig[], hostHeader: string | undefined, protocol: string, url: string): string | null {
  const host = stripHostPort(hostHeader ?? '');
  if (!host.startsWith('www.')) return null;
  const bare = host.slice('www.'.length);
  const site = sites.find((s) => s.hosts.main.includes(bare) || s.hosts.mirrors.includes(bare));
  if (!site?.flags?.disableWWW) return null;
  const port = /:(\d+)$/.exec(hostHeader ?? '')?.[1];
  return `${protocol}://${bare}${port ? `:${port}` : ''}${url}`;
}

export function registerWwwRedirect(app: FastifyInstance, sites: readonly SiteConfig[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
    const target = wwwRedirectTarget(sites, request.headers.host, request.protocol, request.url);
    if (target) return reply.code(301).header('Location', target).send();
  });
}
