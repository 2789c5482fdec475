import { isIP } from 'node:net';
import { CROUPIER_MODES, DEFAULT_CROUPIER_MODE, isCroupierMode, type CroupierMode } from '../config/croupier-modes';

/** What the operator configures through the environment; read once at start and passed down, never global. */
export interface RuntimeConfig {
  mode: CroupierMode;
  /** Proxy addresses or CIDRs whose `X-Forwarded-*` headers are believed (`TRUST_PROXY`); empty trusts none. */
  trustProxy: string[];
  /** Header the operator's proxy sets to the visitor's country (`COUNTRY_HEADER`), lower case. */
  countryHeader: string | null;
  smtpUrl: string | null;
  mailFrom: string | undefined;
  /** How long a guest page drawn by the server is answered to other guests of its key (`GUEST_PAGE_CACHE_SECONDS`); 0: drawn per request. */
  guestPageSeconds: number | null;
}

export class RuntimeConfigError extends Error {}

const isAddressOrCidr = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

export function readRuntimeConfig(env: NodeJS.ProcessEnv): RuntimeConfig {
  const mode = env.CROUPIER_MODE?.trim() || DEFAULT_CROUPIER_MODE;
  if (!isCroupierMode(mode)) throw new RuntimeConfigError(`CROUPIER_MODE must be one of ${CROUPIER_MODES.join(', ')}, not "${mode}"`);
  const trustProxy = (env.TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = trustProxy.filter((entry) => !isAddressOrCidr(entry));
  // A typo here would silently trust nobody (or, worse, be read as a name): refuse to start instead.
  if (invalid.length > 0) throw new RuntimeConfigError(`TRUST_PROXY takes IP addresses or CIDRs, comma-separated; not ${invalid.join(', ')}`);
  const countryHeader = env.COUNTRY_HEADER?.trim().toLowerCase() || null;
  if (countryHeader && !/^[a-z0-9-]+$/.test(countryHeader)) throw new RuntimeConfigError(`COUNTRY_HEADER must be a header name, not "${countryHeader}"`);
  const pageSeconds = env.GUEST_PAGE_CACHE_SECONDS?.trim();
  if (pageSeconds && !/^\d{1,4}$/.test(pageSeconds)) throw new RuntimeConfigError(`GUEST_PAGE_CACHE_SECONDS must be whole seconds (0 turns the cache off), not "${pageSeconds}"`);
  return {
    mode,
    trustProxy,
    countryHeader,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    guestPageSeconds: pageSeconds ? Number(pageSeconds) : null,
  };
}

/** The startup log's account of the mode: what a newcomer gets in demo, and that production has none of it. */
export function describeMode(config: RuntimeConfig): string[] {
  const trust = config.trustProxy.length ? `trusting X-Forwarded-For from ${config.trustProxy.join(', ')}` : 'trusting no proxy';
  const country = config.countryHeader ? `country from ${config.countryHeader}` : 'no country header';
  const mail = config.smtpUrl ? 'mail by SMTP' : config.mode === 'demo' ? 'mail to the dev mailbox' : 'mail to the log only (no SMTP_URL)';
  const lines = [`Mode: ${config.mode} (${trust}; ${country}; ${mail})`];
  if (config.mode === 'demo') {
    lines.push(
      'DEMO aids are on: dev mailbox at /dev/mailbox, simulated payment provider and social sign-in, country from x-country-code. ' +
        'Never expose this to real players: set CROUPIER_MODE=production.',
    );
  }
  return lines;
}
