import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ORDER_BANDS } from '@config/contribution-order';
import { LOCALES } from '@config/locales';
import { FEATURE_FLAGS } from '@config/flags';
import type { AnyManifest } from '@core/plugin/define';
import type { ContributesBlock } from '@core/plugin/declarations';
import { createHooks } from '@core/hooks';
import * as slotContracts from '@schemas/contracts/slots';
import * as modalContracts from '@schemas/contracts/modals';
import * as serviceContracts from '@schemas/contracts/services';
import { pluginIds } from '../../server/plugin-folders';

/**
 * docs/plugins.md, generated (issue 19): every hook, slot, menu, modal host, service, realtime channel, placeholder,
 * hash trigger, redirect, lifecycle event and icon, with the plugins that use each today. Read from the core's types
 * and registries (contracts, `createHooks()`, order bands, unions in core/plugin/contributions.ts), the manifests, and
 * the `api.on…`/`api.expose` calls in each plugin's index.ts — no plugin's setup runs.
 */

interface Plugin {
  id: string;
  manifest: AnyManifest;
  /** Source of index.ts (wiring only), for its lifecycle taps and services. */
  wiring: string;
}

export async function loadPlugins(repoRoot: string): Promise<Plugin[]> {
  return Promise.all(
    pluginIds(join(repoRoot, 'plugins')).map(async (id) => {
      const module = (await import(join(repoRoot, 'plugins', id, 'manifest.ts'))) as { default: AnyManifest };
      const index = join(repoRoot, 'plugins', id, 'index.ts');
      return { id, manifest: module.default, wiring: existsSync(index) ? readFileSync(index, 'utf8') : '' };
    }),
  );
}

const LIFECYCLE: Record<string, { tap: string; when: string; gets: string }> = {
  boot: { tap: 'onBoot', when: 'once the runtime is built (plugins starting after the first paint: when they start)', gets: '(runtime)' },
  login: { tap: 'onLogin', when: 'a session begins: at boot for a signed-in visitor, after sign-in or registration', gets: '({ playerId, reason }, runtime)' },
  logout: { tap: 'onLogout', when: 'the session ends (session states are dropped by the core)', gets: '(runtime)' },
  routeChange: { tap: 'onRouteChange', when: 'every navigation, and the landing page', gets: '({ path, previousPath }, runtime)' },
  authError: { tap: 'onAuthError', when: 'an API answer 401 ended the session', gets: '(runtime)' },
};

const KIND_NOTES: Record<keyof ContributesBlock, string> = {
  routes: 'pages and popup routes (`path`, `order`, `guard`, `kind`, `layout`, `role`, `slots`)',
  menuItems: 'links and actions in a menu (`menu`, `order`, `labelKey`, `to`/`href`, `icon`, `visible`)',
  menuSources: 'entries computed from loaded data (a React hook `useEntries`)',
  slots: 'blocks in a slot contract of schemas/contracts/slots.ts',
  modals: 'the component for a modal contract of schemas/contracts/modals.ts',
  placeholders: 'components for CMS text placeholders `#Name[prop=key]#`',
  realtime: 'handlers of a socket channel and event (lazy: `{ load: () => import(…) }`)',
  hashTriggers: 'address hashes that open a route or run an action (`#chat`)',
  redirects: 'old addresses moved to new ones',
};

const sourceOf = (repoRoot: string, file: string) => readFileSync(join(repoRoot, file), 'utf8');

/** `/** doc *\/ export const NAME = defineX…('name')`: each contract's first doc sentence, by export name. */
function contractDocs(source: string): Map<string, string> {
  const docs = new Map<string, string>();
  for (const m of source.matchAll(/\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*export const (\w+)\s*=/g)) {
    const text = m[1]!.replace(/^\s*\*\s?/gm, '').replace(/\s+/g, ' ').trim();
    docs.set(m[2]!, text);
  }
  return docs;
}

/** The members of a string-literal union type, read from the source (types do not exist at run time). */
function unionMembers(source: string, name: string): string[] {
  const m = new RegExp(`export type ${name} = ([^;]+);`).exec(source);
  if (!m) throw new Error(`type ${name} not found`);
  return [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!);
}

/** Contracts in export-name order: module namespaces list exports differently under tsx and vitest. */
const byExportName = (entries: [string, unknown][]) => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const list = (items: readonly string[]) => (items.length ? items.join(', ') : '—');
const cell = (text: string) => text.replace(/\|/g, '\\|');
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

export async function pluginReference(repoRoot: string): Promise<string> {
  const plugins = await loadPlugins(repoRoot);
  const contributes = (p: Plugin) => (p.manifest.contributes ?? {}) as ContributesBlock;
  const out: string[] = [];
  const h = (text: string) => out.push('', text, '');

  out.push(
    '# Plugin contribution reference',
    '',
    '<!-- Generated by `npm run docs:plugins` (tools/plugin-docs) from the core\'s types, contracts and registries and from every',
    "plugin's manifest. Do not edit: a test (tools/plugin-docs/plugin-docs.test.ts) fails when this file is stale. -->",
    '',
    `How to write a plugin: README.md "Writing a plugin". Plugins in this build: ${plugins.length} (${plugins.map((p) => p.id).join(', ')}).`,
  );

  h('## Contribution kinds (`contributes` in manifest.ts)');
  out.push(
    table(
      ['kind', 'what', 'plugins contributing today'],
      (Object.keys(KIND_NOTES) as (keyof ContributesBlock)[]).map((kind) => [`\`${kind}\``, KIND_NOTES[kind], list(plugins.filter((p) => Object.keys(contributes(p)[kind] ?? {}).length).map((p) => p.id))]),
    ),
  );

  h('## Hooks (core/hooks.ts)');
  out.push('Plugins never tap hooks themselves: `setup(api)` declares contributions (`api.implement`) and lifecycle taps (`api.on…`); the host taps for them.', '');
  const hooks = Object.keys(createHooks());
  out.push(
    table(
      ['hook', 'kind', 'a plugin uses it through'],
      hooks.map((hook) => (LIFECYCLE[hook] ? [`\`${hook}\``, 'lifecycle', `\`api.${LIFECYCLE[hook].tap}\``] : [`\`${hook}\``, 'contributions', `manifest \`contributes.${hook}\` + \`api.implement\``])),
    ),
  );

  h('## Lifecycle events');
  out.push(
    table(
      ['event', 'tap in setup', 'runs', 'plugins tapping it today (index.ts)'],
      Object.entries(LIFECYCLE).map(([event, l]) => [`\`${event}\``, `\`api.${l.tap}${l.gets}\``, l.when, list(plugins.filter((p) => p.wiring.includes(`api.${l.tap}(`)).map((p) => p.id))]),
    ),
  );

  h('## Slots (schemas/contracts/slots.ts)');
  const slotDocs = contractDocs(sourceOf(repoRoot, 'schemas/contracts/slots.ts'));
  const slots = Object.entries(slotContracts).filter(([, c]) => (c as { kind?: string }).kind === 'slot') as [string, { name: string }][];
  byExportName(slots);
  out.push(
    table(
      ['contract', 'name', 'what', 'order bands', 'blocks today (plugin:key@order)'],
      slots.map(([exportName, contract]) => [
        `\`${exportName}\``,
        `\`${contract.name}\``,
        slotDocs.get(exportName) ?? '',
        (ORDER_BANDS[contract.name] ?? []).map((b) => `${b.from}–${b.to} ${b.holds}`).join('; ') || 'none: add bands to config/contribution-order.ts',
        list(plugins.flatMap((p) => Object.entries(contributes(p).slots ?? {}).filter(([, s]) => s.slot.name === contract.name).map(([key, s]) => `${p.id}:${key}@${s.order}`))),
      ]),
    ),
  );

  h('## Menus (`MenuName`, core/plugin/contributions.ts)');
  const menus = unionMembers(sourceOf(repoRoot, 'core/plugin/contributions.ts'), 'MenuName');
  out.push(
    table(
      ['menu', 'order bands', 'items today (plugin:key@order)', 'sources today'],
      menus.map((menu) => [
        `\`${menu}\``,
        (ORDER_BANDS[menu] ?? []).map((b) => `${b.from}–${b.to} ${b.holds}`).join('; ') || '—',
        list(plugins.flatMap((p) => Object.entries(contributes(p).menuItems ?? {}).filter(([, m]) => m.menu === menu).map(([key, m]) => `${p.id}:${key}@${m.order}`))),
        list(plugins.flatMap((p) => Object.entries(contributes(p).menuSources ?? {}).filter(([, m]) => m.menu === menu).map(([key, m]) => `${p.id}:${key}@${m.order}`))),
      ]),
    ),
  );

  h('## Modal hosts (schemas/contracts/modals.ts)');
  out.push('Opened with `runtime.modals.open(CONTRACT, props)`; the core modal host draws a native `<dialog>`.', '');
  const modalDocs = contractDocs(sourceOf(repoRoot, 'schemas/contracts/modals.ts'));
  const modals = Object.entries(modalContracts).filter(([, c]) => (c as { kind?: string }).kind === 'modal') as [string, { name: string }][];
  byExportName(modals);
  out.push(
    table(
      ['contract', 'name', 'what', 'drawn by today'],
      modals.map(([exportName, c]) => [`\`${exportName}\``, `\`${c.name}\``, modalDocs.get(exportName) ?? '', list(plugins.filter((p) => Object.values(contributes(p).modals ?? {}).some((m) => m.modal.name === c.name)).map((p) => p.id))]),
    ),
  );

  h('## Services (schemas/contracts/services.ts)');
  const serviceDocs = contractDocs(sourceOf(repoRoot, 'schemas/contracts/services.ts'));
  const services = Object.entries(serviceContracts).filter(([, c]) => (c as { kind?: string }).kind === 'service') as [string, { name: string }][];
  byExportName(services);
  out.push(
    table(
      ['contract', 'name', 'what', 'exposed by today (`api.expose`)'],
      services.map(([exportName, c]) => [`\`${exportName}\``, `\`${c.name}\``, serviceDocs.get(exportName) ?? '', list(plugins.filter((p) => p.wiring.includes(`api.expose(${exportName}`)).map((p) => p.id))]),
    ),
  );

  h('## Realtime channels (manifest `realtime`)');
  out.push('Channel names and payloads: WIRE.md. Private channels are joined when signed in; `onDemand` ones while a component holds them (`useRealtimeChannel`).', '');
  const channels = plugins.flatMap((p) => Object.entries(contributes(p).realtime ?? {}).map(([key, r]) => ({ p: p.id, key, ...r })));
  channels.sort((a, b) => a.channel.localeCompare(b.channel) || a.event.localeCompare(b.event) || a.p.localeCompare(b.p));
  out.push(table(['channel', 'event', 'scope', 'joined', 'handled by (plugin:key)'], channels.map((c) => [`\`${c.channel}\``, `\`${c.event}\``, c.scope, c.onDemand ? 'on demand' : 'from boot', `${c.p}:${c.key}`])));

  h('## CMS placeholders (manifest `placeholders`)');
  const placeholders = plugins.flatMap((p) => Object.keys(contributes(p).placeholders ?? {}).map((name) => [`\`#${name}[…]#\``, p.id]));
  placeholders.sort((a, b) => a[0]!.localeCompare(b[0]!));
  out.push(table(['placeholder', 'drawn by'], placeholders));

  h('## Hash triggers and redirects');
  const hashes = plugins.flatMap((p) => Object.entries(contributes(p).hashTriggers ?? {}).map(([key, t]) => [`\`${t.hash}\`${t.prefix ? ' (prefix)' : ''}`, t.route ? `opens \`${t.route}\`` : 'runs an action', `${p.id}:${key}`]));
  out.push(table(['hash', 'does', 'plugin:key'], hashes), '');
  const redirects = plugins.flatMap((p) => Object.values(contributes(p).redirects ?? {}).map((r) => [`\`${r.from}\``, `\`${r.to}\``, p.id]));
  out.push(table(['from', 'to', 'plugin'], redirects));

  h('## Routes by role (`RouteRole`)');
  const roles = unionMembers(sourceOf(repoRoot, 'core/plugin/contributions.ts'), 'RouteRole');
  out.push(table(['role', 'route today (plugin: path)'], roles.map((role) => [`\`${role}\``, list(plugins.flatMap((p) => Object.values(contributes(p).routes ?? {}).filter((r) => r.role === role).map((r) => `${p.id}: ${r.path}`)))])));

  h('## Gates (manifest `enabledBy`, `requires`)');
  out.push(`Feature flags (config/flags.ts): ${FEATURE_FLAGS.map((f) => `\`${f}\``).join(', ')}. \`npm run inspect:site -- <site>\` prints what they turn on for a site.`, '');
  const gated = plugins.filter((p) => p.manifest.enabledBy || p.manifest.requires?.length);
  out.push(
    table(
      ['plugin', 'flag', 'fe-config', 'licences', 'requires'],
      gated.map((p) => [p.id, p.manifest.enabledBy?.flag ?? '—', p.manifest.enabledBy?.feConfig ?? '—', list(p.manifest.enabledBy?.licences ?? []), list(p.manifest.requires ?? [])]),
    ),
  );

  h('## Icons (core/ui/Icon.tsx)');
  out.push(`\`icon\` of a menu item, or \`<Icon name="…" />\`: ${iconNames(repoRoot).map((n) => `\`${n}\``).join(', ')}. An unknown name draws \`star\`.`);

  h('## Locales (config/locales.ts)');
  out.push(`Every plugin ships \`messages/<locale>.json\` for: ${LOCALES.map((l) => `\`${l}\``).join(', ')} (namespace = plugin id).`);
  out.push('');
  return out.join('\n');
}

export function iconNames(repoRoot: string): string[] {
  const source = sourceOf(repoRoot, 'core/ui/Icon.tsx');
  const block = /const PATHS[^{]*\{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s+'?([\w-]+)'?:/gm)].map((m) => m[1]!);
}

/** Plugin ids with a manifest, for readers that need only the list. */
export const pluginFolders = (repoRoot: string) => readdirSync(join(repoRoot, 'plugins')).filter((id) => existsSync(join(repoRoot, 'plugins', id, 'manifest.ts'))).sort();
