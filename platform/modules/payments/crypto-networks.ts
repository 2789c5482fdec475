import { createHmac, randomBytes } from 'node:crypto';
import { subunitsOf } from '../../../config/currencies';
import type { Db } from '../../db/database';

/** The chain each crypto currency of the reference platform is paid on (tokens on the chain they live on). */
const NETWORKS: Readonly<Record<string, string>> = {
  BTC: 'Bitcoin',
  ETH: 'ERC-20',
  USDT: 'ERC-20',
  USDC: 'ERC-20',
  LTC: 'Litecoin',
  DOG: 'Dogecoin',
  BCH: 'Bitcoin Cash',
  TRX: 'TRON',
  BNB: 'BNB Smart Chain',
  ADA: 'Cardano',
};

export const cryptoNetwork = (currency: string): string | null => NETWORKS[currency] ?? null;

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

/** How an address of each currency looks: a fixed prefix, then characters of the chain's alphabet. */
const ADDRESS_SHAPES: Readonly<Record<string, { prefix: string; alphabet: string; length: number }>> = {
  BTC: { prefix: 'bc1q', alphabet: BECH32, length: 38 },
  LTC: { prefix: 'ltc1q', alphabet: BECH32, length: 38 },
  BCH: { prefix: 'bitcoincash:q', alphabet: BECH32, length: 41 },
  DOG: { prefix: 'D', alphabet: BASE58, length: 33 },
  TRX: { prefix: 'T', alphabet: BASE58, length: 33 },
  ETH: { prefix: '0x', alphabet: HEX, length: 40 },
  USDT: { prefix: '0x', alphabet: HEX, length: 40 },
  USDC: { prefix: '0x', alphabet: HEX, length: 40 },
  BNB: { prefix: '0x', alphabet: HEX, length: 40 },
  ADA: { prefix: 'addr1q', alphabet: BECH32, length: 98 },
};

/** The URI scheme wallets open from a QR code (BIP 21 style; ERC-20 tokens and BSC share `ethereum:`). */
const URI_SCHEMES: Readonly<Record<string, string>> = {
  BTC: 'bitcoin', LTC: 'litecoin', DOG: 'dogecoin', BCH: 'bitcoincash', ETH: 'ethereum', USDT: 'ethereum', USDC: 'ethereum', BNB: 'ethereum', TRX: 'tron', ADA: 'web+cardano',
};

/** The per-database secret the demo addresses are derived from (core `meta` table, like the socket secret). */
function addressSecret(db: Db): string {
  const read = () => db.prepare("SELECT value FROM meta WHERE key = 'crypto_address_secret'").pluck().get() as string | undefined;
  const existing = read();
  if (existing) return existing;
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('crypto_address_secret', ?)").run(randomBytes(32).toString('hex'));
  return read()!;
}

/**
 * DEMO ADDRESS, never to be paid to: a string shaped like an address of the currency's chain (prefix and
 * alphabet; no valid checksum), derived from a server secret, the player and the currency, so a player gets
 * the same address every time and two players never share one. A real platform gets addresses from its
 * crypto processor.
 */
export function demoDepositAddress(db: Db, playerId: number, currency: string): string {
  const shape = ADDRESS_SHAPES[currency] ?? { prefix: '', alphabet: BASE58, length: 34 };
  const secret = addressSecret(db);
  let bytes = Buffer.alloc(0);
  for (let block = 0; bytes.length < shape.length; block++) {
    bytes = Buffer.concat([bytes, createHmac('sha256', secret).update(`deposit-address:${playerId}:${currency}:${block}`).digest()]);
  }
  let body = '';
  for (let i = 0; i < shape.length; i++) body += shape.alphabet[bytes[i]! % shape.alphabet.length];
  return shape.prefix + body;
}

/** The amount in whole coins as a URI wants it: plain decimal, no exponent, no trailing zeros. */
const coinAmount = (cents: number, currency: string) => (cents / subunitsOf(currency)).toFixed(8).replace(/\.?0+$/, '');

/** What the QR code holds: `bitcoin:bc1q…?amount=0.0005` (the address already carries `bitcoincash:`). */
export function cryptoQrPayload(currency: string, address: string, amountCents: number): string {
  const scheme = URI_SCHEMES[currency] ?? currency.toLowerCase();
  const target = address.startsWith(`${scheme}:`) ? address : `${scheme}:${address}`;
  const token = ['USDT', 'USDC'].includes(currency) ? `&token=${currency}` : '';
  return `${target}?amount=${coinAmount(amountCents, currency)}${token}`;
}

/** The `crypto` block of a deposit answer. No memo: none of these chains needs one for a personal address. */
export function cryptoDepositInstructions(db: Db, playerId: number, currency: string, amountCents: number) {
  const address = demoDepositAddress(db, playerId, currency);
  return { address, network: cryptoNetwork(currency) ?? currency, memo: null, qr_payload: cryptoQrPayload(currency, address, amountCents) };
}
