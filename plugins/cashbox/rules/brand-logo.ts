/**
 * The logo file of a payment brand. Crypto methods are named by their coin code (`btc`); logos are drawn by
 * coin name, as are a few brands written with an underscore by the platform and a hyphen by the artwork.
 */
const LOGO_NAMES: Record<string, string> = {
  btc: 'bitcoin',
  eth: 'ethereum',
  ltc: 'litecoin',
  usdt: 'tether',
  dog: 'dogecoin',
  doge: 'dogecoin',
  bch: 'bitcoin-cash',
  usdc: 'usd-coin',
  bnb: 'bnb',
  ada: 'cardano',
  trx: 'tron',
};

export function brandLogoUrl(pattern: string, brand: string): string {
  const name = brand.toLowerCase();
  const file = LOGO_NAMES[name] ?? name.replace(/_/g, '-');
  return pattern.replace('{brand}', encodeURIComponent(file));
}

/** Up to three letters for the text badge shown when a brand has no logo (`bank_transfer` → `BT`). */
export function brandInitials(name: string): string {
  const words = name.replace(/[_-]/g, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]).join('') : (words[0] ?? '').slice(0, 3);
  return letters.slice(0, 3).toUpperCase();
}

/** A brand as text when the method list is not at hand (history rows): `bank_transfer` → `Bank transfer`, `btc` → `BTC`. */
export function brandLabel(brand: string): string {
  if (/^[a-z]{3,4}$/.test(brand) && brand in LOGO_NAMES) return brand.toUpperCase();
  const words = brand.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}
