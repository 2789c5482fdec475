import type { SiteConfig } from '../../schemas/site/site.schema';

/**
 * A page's policy with the site's parent origins (`embedding.parentOrigins`) added to `frame-ancestors`: only they
 * may frame it besides the site itself. CSP's source syntax takes the same `scheme://host[:port|:*]` forms.
 */
export function frameAncestorsFor(policy: string, site: SiteConfig): string {
  const parents = site.embedding?.parentOrigins ?? [];
  if (parents.length === 0 || !policy.includes("frame-ancestors 'self'")) return policy;
  return policy.replace(/frame-ancestors 'self'[^;]*/, `frame-ancestors 'self' ${parents.join(' ')}`);
}
