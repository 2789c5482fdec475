import type { FooterConfig } from '@schemas/feconfig/site-widgets.schema';

export type FooterPayment = FooterConfig['payments'][number];
export type FooterSocial = FooterConfig['socials'][number];

const SAFE_LINK = /^(\/(?!\/)|https:\/\/)/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * `footer-config` is validated on the platform against its JSON Schema; the client only guards the shape
 * it reads and drops entries whose links are not same-origin or https (never trust a URL blindly).
 */
export function asFooterConfig(document: unknown): FooterConfig | null {
  if (!isObject(document) || !Array.isArray(document.socials) || !Array.isArray(document.payments) || !isObject(document.contacts)) return null;
  const doc = document as unknown as FooterConfig;
  return {
    ...doc,
    socials: doc.socials.filter((s) => isObject(s) && typeof s.name === 'string' && typeof s.url === 'string' && s.url.startsWith('https://')),
    payments: doc.payments.filter((p) => isObject(p) && typeof p.label === 'string' && typeof p.logo === 'string' && SAFE_LINK.test(p.logo)),
    partnerLogo: doc.partnerLogo && SAFE_LINK.test(doc.partnerLogo) ? doc.partnerLogo : undefined,
  };
}

/** Spec §5: some logos are hidden per locale or country (neosurf for en-AU and Australian visitors). */
export function visiblePayments(payments: readonly FooterPayment[], locale: string, country: string): FooterPayment[] {
  return payments.filter((p) => !p.hiddenForLocales?.includes(locale) && !p.hiddenForCountries?.includes(country));
}
