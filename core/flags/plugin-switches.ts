import { FEATURE_FLAGS, FLAG_DEFAULTS, type FeatureFlag, type FeatureFlags } from '@config/flags';
import type { SiteLicence } from '@schemas/site/site.schema';
import type { PluginCatalogEntry, PluginHead } from '../plugin/define';
import { resolvePlugins, type DisabledPlugin, type DisabledReason } from '../plugin/resolve';

/**
 * Why each flag has its value and why each plugin of a site is on or off, as plain data. One piece of code for two
 * readers: the `/ffc` screen (the running site: real overrides, the fe-config documents boot loaded, the licence
 * of this visit) and `npm run inspect:site` (a site file read offline: no overrides, fe-config unknown). Both run
 * the runtime's own decision (`resolvePlugins`) on the plugins' heads, so what they print is what boot does.
 */

/** Where a flag's value comes from: `config/flags.ts`, the site file's `flags`, or a local override (`/ffc`). */
export type FlagSource = 'default' | 'site' | 'override';

export interface FlagExplained {
  flag: FeatureFlag;
  value: boolean;
  source: FlagSource;
  /** The value without the override: the site file's, else the core default. */
  siteValue: boolean;
  /** Plugins of the site gated by this flag (`enabledBy.flag`): what turning it on turns on. */
  plugins: string[];
}

export function explainFlags(siteFlags: Partial<FeatureFlags> | undefined, override: (flag: FeatureFlag) => boolean | null, heads: readonly PluginHead[]): FlagExplained[] {
  return FEATURE_FLAGS.map((flag) => {
    const fromSite = siteFlags?.[flag];
    const siteValue = fromSite ?? FLAG_DEFAULTS[flag];
    const local = override(flag);
    return {
      flag,
      value: local ?? siteValue,
      source: local !== null ? 'override' : fromSite !== undefined ? 'site' : 'default',
      siteValue,
      plugins: heads.filter((head) => head.enabledBy?.flag === flag).map((head) => head.id),
    };
  });
}

/** `on`, or why not: the runtime's reasons (core/plugin/resolve.ts), the same words boot records. */
export type PluginVerdict = 'on' | DisabledReason;

export interface PluginExplained {
  id: string;
  on: boolean;
  verdict: PluginVerdict;
  /** The gates its manifest declares, in words a reader checks against the site: `flag showAllWidgets`, … */
  gates: string[];
  /** The flag, fe-config key, licence or missing plugin that decided a skip. */
  detail?: string;
  /** Enabled only if `/api/fe/config/<key>` loads (known only in the browser). */
  feConfig?: string;
  /**
   * With `running`: what the next load would decide, when it differs from what this runtime recorded (a flag override
   * set since boot). Start failures (options, setup) are known only by starting, so they never differ here.
   */
  next?: PluginVerdict;
}

/** What a running runtime recorded (`runtime.registry.plugins` active ids, `runtime.states.disabled`). */
export interface RecordedPlugins {
  active: readonly string[];
  disabled: readonly DisabledPlugin[];
}

export interface PluginSwitchInput {
  /** The site file's `plugins` ids, in its order. */
  sitePlugins: readonly string[];
  /** Heads (id, enabledBy, requires) of the plugins this build has; a listed id without one is `unknown`. */
  heads: readonly PluginHead[];
  flags: FeatureFlags;
  licence: SiteLicence;
  /** Whether an fe-config key is on; `undefined` (offline) counts it on and says so in `feConfig`. */
  feConfigOn?: (key: string) => boolean | undefined;
  /** The running runtime's record (`/ffc`): preferred over the computed verdict; absent offline (inspect:site). */
  running?: RecordedPlugins;
}

export function explainPlugins(input: PluginSwitchInput): PluginExplained[] {
  const heads = new Map(input.heads.map((head) => [head.id, head]));
  // The runtime's catalog shape; `load` is never called: resolving is pure.
  const catalog: PluginCatalogEntry[] = input.heads.map((head) => ({ head, load: () => Promise.reject(new Error('not loaded by explainPlugins')) }));
  const result = resolvePlugins({
    catalog,
    sitePlugins: Object.fromEntries(input.sitePlugins.map((id) => [id, {}])),
    flags: input.flags,
    licence: input.licence,
    feConfigOn: (key) => input.feConfigOn?.(key) ?? true,
  });
  const skipped = new Map(result.skipped.map((skip) => [skip.id, skip]));
  return input.sitePlugins.map((id) => {
    const head = heads.get(id);
    const skip = skipped.get(id);
    const gates = gatesOf(head);
    const feKey = head?.enabledBy?.feConfig;
    const feUnknown = feKey !== undefined && input.feConfigOn?.(feKey) === undefined;
    const computed: PluginVerdict = skip ? skip.reason : 'on';
    const recorded = recordedVerdict(input.running, id);
    const decided = recorded?.verdict ?? computed;
    const explained: PluginExplained = { id, on: decided === 'on', verdict: decided, gates };
    const record = recorded ? recorded.record : skip;
    if (record) explained.detail = describeDisabled(record, input.licence);
    if (decided === 'on' && feUnknown) explained.feConfig = feKey;
    if (recorded && recorded.verdict !== computed && !isStartFailure(recorded.verdict)) explained.next = computed;
    return explained;
  });
}

function recordedVerdict(running: RecordedPlugins | undefined, id: string): { verdict: PluginVerdict; record?: DisabledPlugin } | undefined {
  if (!running) return undefined;
  if (running.active.includes(id)) return { verdict: 'on' };
  const record = running.disabled.find((d) => d.id === id);
  return record ? { verdict: record.reason, record } : undefined;
}

const isStartFailure = (verdict: PluginVerdict) => verdict === 'load-failed' || verdict === 'bad-options' || verdict === 'setup-failed';

function gatesOf(head: PluginHead | undefined): string[] {
  if (!head) return [];
  const { enabledBy, requires } = head;
  return [
    ...(enabledBy?.flag ? [`flag ${enabledBy.flag}`] : []),
    ...(enabledBy?.feConfig ? [`fe-config ${enabledBy.feConfig}`] : []),
    ...(enabledBy?.licences?.length ? [`licence ${enabledBy.licences.join('|')}`] : []),
    ...(requires ?? []).map((id) => `requires ${id}`),
  ];
}

/**
 * A disabled plugin's reason in words (`inspect:site`, the harness's errors, `/ffc`'s detail): the record's `detail`
 * names the flag, fe-config key, allowed licences, missing plugin or setup error; `licence` is the one in force.
 */
export function describeDisabled(record: DisabledPlugin, licence: SiteLicence): string {
  switch (record.reason) {
    case 'flag-off':
      return `flag ${record.detail} is off`;
    case 'licence':
      return `licence ${licence} is not ${record.detail}`;
    case 'fe-config-off':
      return `fe-config ${record.detail} did not load or says enabled: false`;
    case 'missing-requirement':
      return `requires ${record.detail}, which is off`;
    case 'unknown':
      return 'no plugins/<id>/ folder with a manifest in this build';
    case 'not-listed':
      return "not in the site file's plugins";
    case 'load-failed':
      return 'its entry chunk failed to load (PLUGIN_LOAD_ERROR in the log)';
    case 'bad-options':
      return "the site's options fail its manifest's schema (PLUGIN_CONFIG_ERROR in the log; npm run check:sites names the path)";
    case 'setup-failed':
      return `setup threw: ${record.detail ?? 'unknown error'}`;
  }
}
