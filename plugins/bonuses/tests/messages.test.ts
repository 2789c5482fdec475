import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@config/locales';

type Tree = { [key: string]: string | Tree };
const dir = join(__dirname, '../messages');
const read = (locale: string) => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Tree;
const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flat(value, `${prefix}${key}.`)))));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('bonuses messages (DESIGN §9)', () => {
  const en = flat(read('en'));

  it('ships all nine locales', () => {
    expect(readdirSync(dir).map((file) => file.replace('.json', '')).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key of en with the same placeholders', (locale) => {
    const messages = flat(read(locale));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) expect(placeholders(messages[key]!), `${locale} ${key}`).toEqual(placeholders(text));
  });

  it.each(['de', 'fr-CA', 'it', 'no'])('%s is translated, not an English copy', (locale) => {
    const messages = flat(read(locale));
    const same = Object.keys(en).filter((key) => messages[key] === en[key] && /[a-z]{4}/i.test(en[key]!));
    // Words that are the same in the language (French "Promotions", "Coupon", "minutes"; Italian "Cashback",
    // "Coupon") and number-only texts ("{{percent}}%").
    expect(same.length, same.join(', ')).toBeLessThan(10);
  });
});
