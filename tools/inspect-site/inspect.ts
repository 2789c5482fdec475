import { join } from 'node:path';
import { safeParse } from 'zod/mini';
import type { FeatureFlags } from '@config/flags';
import { explainFlags, explainPlugins, type PluginExplained } from '@core/flags/plugin-switches';
import type { ContributesBlock, Visibility } from '@core/plugin/declarations';
import { headOf, type AnyManifest } from '@core/plugin/define';
import type { SiteConfig, SiteLicence } from '@schemas/site/site.schema';
import { pluginIds } from '../../server/plugin-folders';
import { loadSites, siteForHost } from '../../server/sites';

/**
 * `npm run inspect:site -- <site-id|host>`: what a site turns on, read from its site file and the plugins'
 * manifests — no plugin's setup code runs. The on/off decision is the runtime's own (`explainPlugins` in
 * core/flags/plugin-switches.ts, which `/ffc` uses too), taken with the site's flag values and no local overrides.
 */
export async function inspectSite(repoRoot: string, siteOrHost: string): Promise<string> {
  const known = pluginIds(join(repoRoot, 'plugins'));
  const sites = loadSites(join(repoRoot, 'sites'), known);
  const site = sites.find((s) => s.id === siteOrHost) ?? sites.find((s) => [...s.hosts.main, ...s.hosts.mirrors].includes(siteOrHost.toLowerCase()));
  if (!site) throw new Error(`no site with id or host "${siteOrHost}" (sites: ${sites.map((s) => s.id).join(', ')}; default for unknown hosts: ${siteForHost(sites, undefined).id})`);
  const ids = Object.keys(site.plugins);
  const manifests = new Map<string, AnyManifest>();
  for (const id of ids.filter((id) => known.includes(id))) {
    manifests.set(id, ((await import(join(repoRoot, 'plugins', id, 'manifest.ts'))) as { default: AnyManifest }).default);
  }
  const heads = [...manifests.values()].map(headOf);
  const flagRows = explainFlags(site.flags, () => null, heads);
  const flags = Object.fromEntries(flagRows.map((f) => [f.flag, f.value])) as FeatureFlags;
  const licences: SiteLicence[] = site.licence.default === 'EE' || site.licence.eeCountries.length ? ['CW', 'EE'] : [site.licence.default];
  const verdicts = new Map(licences.map((licence) => [licence, explainPlugins({ sitePlugins: ids, heads, flags, licence })]));

  const out: string[] = [];
  out.push(`Site ${site.id} — ${site.name}`);
  out.push(`Hosts: main ${site.hosts.main.join(', ')}; mirrors ${site.hosts.mirrors.join(', ') || '—'}`);
  out.push(`Locales: ${site.locales.map((l) => (l === site.defaultLocale ? `${l} (default)` : l)).join(', ')}`);
  out.push(
    `Licence: ${site.licence.default} by default` +
      (site.licence.eeCountries.length ? `; EE on the main hosts for visitors from ${site.licence.eeCountries.join(', ')}` : '; never EE (no eeCountries)'),
  );

  out.push('', 'Flags (site file over config/flags.ts; a visitor may override each on /ffc)');
  const flagWidth = Math.max(...flagRows.map((f) => f.flag.length));
  for (const f of flagRows) {
    out.push(`  ${f.flag.padEnd(flagWidth)}  ${(f.value ? 'on' : 'off').padEnd(3)}  ${f.source === 'site' ? 'site file' : 'default  '}  turns on: ${f.plugins.join(', ') || '—'}`);
  }

  out.push('', `Plugins (site list ∩ flag ∩ fe-config ∩ licence, then requires)${licences.length > 1 ? ` — under ${licences.join(' and ')}` : ''}`);
  const idWidth = Math.max(...ids.map((id) => id.length));
  for (const [i, id] of ids.entries()) {
    const cells = licences.map((licence) => verdictText(verdicts.get(licence)![i]!));
    const same = cells.every((c) => c === cells[0]);
    const decided = same ? cells[0]! : licences.map((licence, j) => `${licence}: ${cells[j]}`).join(' | ');
    const gates = verdicts.get(licences[0]!)![i]!.gates;
    out.push(`  ${id.padEnd(idWidth)}  ${decided}${gates.length ? `  [${gates.join('; ')}]` : ''}`);
  }

  out.push('', 'Declared contributions (manifests; options from the site file)');
  for (const id of ids) {
    const manifest = manifests.get(id);
    if (!manifest) continue;
    const parsed = manifest.options ? safeParse(manifest.options, site.plugins[id] ?? {}) : { success: true as const, data: {} };
    out.push(`  ${id}${parsed.success ? '' : '  !! options do not parse: npm run check:sites says why'}`);
    const options = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
    for (const line of declarationLines(manifest.contributes ?? {}, options)) out.push(`    ${line}`);
  }
  out.push('');
  return out.join('\n');
}

function verdictText(v: PluginExplained): string {
  if (v.on) return v.feConfig ? `on if /api/fe/config/${v.feConfig} loads (not enabled: false)` : 'on';
  return `off: ${v.detail}`;
}

const who = (visible: Visibility | undefined) =>
  [visible?.signedIn === true ? 'players' : visible?.signedIn === false ? 'guests' : '', visible?.licences ? `licence ${visible.licences.join('|')}` : ''].filter(Boolean).join(', ');

/** One line per declared entry; a switched-off (`onlyIf`) or repeated (`repeat`) one says so with the option's value. */
function declarationLines(c: ContributesBlock, options: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const switches = (entry: { onlyIf?: string; repeat?: string }) => {
    const notes: string[] = [];
    if (entry.onlyIf) notes.push(options[entry.onlyIf] === false ? `OFF (option ${entry.onlyIf} = false)` : `option ${entry.onlyIf} = ${String(options[entry.onlyIf])}`);
    if (entry.repeat) notes.push(`× ${Array.isArray(options[entry.repeat]) ? (options[entry.repeat] as unknown[]).length : 0} (option ${entry.repeat})`);
    return notes;
  };
  const line = (kind: string, text: string, notes: string[]) => lines.push(`${kind.padEnd(12)} ${text}${notes.filter(Boolean).length ? `  (${notes.filter(Boolean).join('; ')})` : ''}`);
  for (const [key, r] of Object.entries(c.routes ?? {})) {
    line('route', `${r.path} @${r.order} [${key}]`, [r.kind === 'modal' ? 'popup' : '', r.guard ?? '', r.role ? `role ${r.role}` : '', r.layout === 'full' ? 'full width' : '', who(r.visible), ...switches(r)]);
  }
  for (const [key, m] of Object.entries(c.menuItems ?? {})) {
    line('menu item', `${m.menu} @${m.order} [${key}] ${m.labelKey ?? m.label ?? ''}${m.to ? ` → ${m.to}` : ''}${m.icon ? ` icon ${m.icon}` : ''}`, [m.action ? 'action' : '', who(m.visible), ...switches(m)]);
  }
  for (const [key, s] of Object.entries(c.menuSources ?? {})) line('menu source', `${s.menu} @${s.order} [${key}]`, []);
  for (const [key, s] of Object.entries(c.slots ?? {})) line('slot', `${s.slot.name} @${s.order} [${key}]`, [who(s.visible), ...switches(s)]);
  for (const [key, m] of Object.entries(c.modals ?? {})) line('modal', `${m.modal.name} [${key}]`, [m.blocking ? 'blocking' : '']);
  for (const [key, r] of Object.entries(c.realtime ?? {})) line('realtime', `${r.channel}/${r.event} (${r.scope}) [${key}]`, [r.onDemand ? 'on demand' : '']);
  for (const name of Object.keys(c.placeholders ?? {})) line('placeholder', `#${name}[…]#`, []);
  for (const [key, h] of Object.entries(c.hashTriggers ?? {})) line('hash', `${h.hash}${h.prefix ? '…' : ''} [${key}]${h.route ? ` → ${h.route}` : ' action'}`, []);
  for (const r of Object.values(c.redirects ?? {})) line('redirect', `${r.from} → ${r.to}`, []);
  return lines;
}

export type { SiteConfig };
