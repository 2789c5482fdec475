import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../config/locales';

export type MessageBundle = Record<string, Record<string, unknown>>;

/** Locale fallbacks: regional English falls back to English; fr-CA and others to English last. */
export function fallbackChain(locale: Locale): Locale[] {
  if (locale === 'en') return ['en'];
  return ['en', locale];
}

/**
 * Default messages shipped with the code (DESIGN §9): `core/messages`, `schemas/validation/messages`
 * (namespace `validation`) and each `plugins/<id>/messages` (namespace = plugin id).
 */
export function loadDefaultMessages(root: string): Map<Locale, MessageBundle> {
  const sources: { namespace: string; dir: string }[] = [
    { namespace: 'core', dir: join(root, 'core/messages') },
    { namespace: 'validation', dir: join(root, 'schemas/validation/messages') },
  ];
  const pluginsDir = join(root, 'plugins');
  for (const entry of readdirSync(pluginsDir, { withFileTypes: true })) {
    if (entry.isDirectory()) sources.push({ namespace: entry.name, dir: join(pluginsDir, entry.name, 'messages') });
  }
  const byLocale = new Map<Locale, MessageBundle>();
  for (const locale of LOCALES) {
    const bundle: MessageBundle = {};
    for (const { namespace, dir } of sources) {
      const file = join(dir, `${locale}.json`);
      if (existsSync(file)) bundle[namespace] = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    }
    byLocale.set(locale, bundle);
  }
  return byLocale;
}

/** Deep merge of message trees: later layers win key by key. */
export function mergeBundles(...layers: (MessageBundle | undefined)[]): MessageBundle {
  const out: MessageBundle = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [namespace, messages] of Object.entries(layer)) {
      out[namespace] = deepMerge(out[namespace] ?? {}, messages);
    }
  }
  return out;
}

/**
 * A key with dots (`category.top`, as operators and site files write overrides) is a path into the tree: i18next
 * looks nested keys up first, so a flat `category.top` beside `category: {top}` would never be read.
 */
function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const [head, ...rest] = key.split('.');
    const nested = rest.length ? rest.reduceRight<unknown>((inner, part) => ({ [part]: inner }), value) : value;
    const current = out[head!];
    out[head!] = isTree(current) && isTree(nested) ? deepMerge(current, nested) : nested;
  }
  return out;
}

const isTree = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Only the namespaces a site can use: core, validation and its enabled plugins. */
export function forSite(bundle: MessageBundle, pluginIds: readonly string[]): MessageBundle {
  const allowed = new Set(['core', 'validation', ...pluginIds]);
  return Object.fromEntries(Object.entries(bundle).filter(([ns]) => allowed.has(ns)));
}
