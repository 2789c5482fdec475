import type { MessageBundle } from './messages';

/**
 * A message of the merged bundle the browser gets (`namespace:dotted.key`) with `{{name}}` filled in, as the
 * client's i18next renders it (escaping off: the caller escapes for HTML). A missing key comes back as the key,
 * like i18next without a default.
 */
export function translate(bundle: MessageBundle, key: string, vars: Record<string, string>): string {
  const colon = key.indexOf(':');
  const namespace = colon > 0 ? key.slice(0, colon) : 'core';
  let node: unknown = bundle[namespace];
  for (const part of key.slice(colon + 1).split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
}
