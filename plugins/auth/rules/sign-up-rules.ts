import type { RuleSpec } from '@schemas/validation';

export interface SiteRuleContext {
  /** The licence variant the client resolved for this host and visitor (core/site/licence.ts). */
  licence: string;
  /** The site file's `passwordMinLength`, if any. */
  passwordMinLength?: number | null;
  /** The site file's adult age for the served licence (`legal.licences[licence].minimumAge`), if any. */
  minimumAge?: number | null;
}

/**
 * The fields-info rules with what only the site knows (issue 24 items 4 and 11): the EE licence variant raises
 * the adult age to 21 even when the visitor's country alone would not, the site's legal details may raise it
 * further (the age its footer badge shows), and the site may ask for a longer password. The platform applies the same two (accounts/site-links.ts), so both sides refuse the same input.
 */
export function withSiteRules(spec: RuleSpec, site: SiteRuleContext): RuleSpec {
  if (spec.rule === 'birthDate') return { ...spec, ...(site.licence === 'EE' ? { licence: 'EE' } : {}), siteMinimum: site.minimumAge ?? null };
  if (spec.rule === 'password' && site.passwordMinLength) return { ...spec, min: Math.max(spec.min ?? 0, site.passwordMinLength) };
  return spec;
}
