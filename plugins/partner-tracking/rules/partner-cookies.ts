import { DEFAULT_AFFB_ID, SEARCH_ENGINE_AFFB_ID } from '@config/limits';

export interface ReferrerRule {
  name: string;
  /** Substring of the referrer's host, e.g. `google.` */
  match: string;
  stag: string;
  affb_id: string;
}

export interface PartnerCookies {
  stag?: string;
  affb_id: string;
}

/** Search engines known without configuration, so a missing fe-config still counts organic visits. */
const SEARCH_ENGINES = ['google.', 'bing.com', 'search.yahoo.', 'duckduckgo.com', 'yandex.', 'baidu.com', 'ecosia.org'];

const clean = (value: string | null) => {
  const text = value?.trim() ?? '';
  // Partner ids are short tokens; anything else is noise or an injection attempt, not a partner.
  return /^[\w.-]{1,64}$/.test(text) ? text : null;
};

/**
 * The stag and affb_id cookies (spec part 1 §1, §9): from the URL first; else from a search-engine
 * referrer (affb_id 241, stag from `stag-by-referrer-name`); a partner link without affb_id gets 122.
 * A referrer never overwrites cookies a partner link set earlier. `null`: write nothing.
 */
export function partnerCookiesFrom(input: { search: string; referrer: string; existing: { stag: string | null; affb_id: string | null }; rules: readonly ReferrerRule[] }): PartnerCookies | null {
  const query = new URLSearchParams(input.search);
  const stag = clean(query.get('stag'));
  const affb = clean(query.get('affb_id'));
  if (stag || affb) return { ...(stag ? { stag } : {}), affb_id: affb ?? DEFAULT_AFFB_ID };
  if (input.existing.stag || input.existing.affb_id) return null;
  let host: string;
  try {
    host = new URL(input.referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  const rule = input.rules.find((r) => host.includes(r.match.toLowerCase()));
  if (rule) return { stag: rule.stag, affb_id: rule.affb_id || SEARCH_ENGINE_AFFB_ID };
  if (SEARCH_ENGINES.some((engine) => host.includes(engine))) return { affb_id: SEARCH_ENGINE_AFFB_ID };
  return null;
}
