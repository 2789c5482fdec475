import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@config/locales';

/**
 * Every message folder of the build (the core's and each plugin's) against DESIGN §9: all nine locales, every
 * key of English with the same placeholders, and the non-English languages translated rather than copied.
 */
type Tree = { [key: string]: string | Tree };
const root = join(__dirname, '../..');
const folders = [
  ['core', join(root, 'core/messages')],
  ...readdirSync(join(root, 'plugins'))
    .map((id) => [id, join(root, 'plugins', id, 'messages')])
    .filter(([, dir]) => existsSync(dir!)),
] as [string, string][];

const read = (dir: string, locale: string) => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Tree;
const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flat(value, `${prefix}${key}.`)))));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(folders)('%s messages', (_id, dir) => {
  const en = flat(read(dir, 'en'));

  it('ships all nine locales', () => {
    expect(readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => file.replace('.json', '')).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key of en with the same placeholders', (locale) => {
    const messages = flat(read(dir, locale));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) expect(placeholders(messages[key]!), `${locale} ${key}`).toEqual(placeholders(text));
  });

  it.each(['de', 'fr-CA', 'it', 'no'])('%s is translated, not an English copy', (locale) => {
    const messages = flat(read(dir, locale));
    // Names and words the languages share with English ("Megaways", "Jackpots", "Lobby", "Coupon", "Cashback") may
    // stay the same, up to a quarter of the texts; a copied file (or a copied half) does not pass.
    const long = Object.keys(en).filter((key) => /[a-z]{4}/i.test(en[key]!.replace(/\{\{\s*\w+\s*\}\}/g, '')));
    const same = long.filter((key) => messages[key] === en[key]);
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(Math.max(4, Math.ceil(long.length / 4)));
  });
});
