import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { safeParse } from 'zod/mini';
import { BOOT_ELEMENT_ID, bootDataSchema } from '@schemas/boot';
import { explainFlags, explainPlugins, type FlagSource, type PluginExplained, type PluginVerdict } from '../flags/plugin-switches';
import { useTranslation } from '../i18n/use-translation';
import type { PluginHead } from '../plugin/define';
import { useCoreRuntime, useRegistry } from '../react/runtime-context';
import styles from './FeatureFlagsPage.module.css';

/**
 * `/ffc` (spec part 1 §2, §6; issue 13 item 6): every flag with its value, where the value comes from (built-in
 * default, site file, this browser's override) and the site's plugins it turns on; then each plugin of the site, on or
 * off and why. Both tables come from core/flags/plugin-switches.ts, which `npm run inspect:site` prints too. A plugin's
 * state is the reason this runtime recorded at boot (`runtime.states.disabled`: gates, options, setup); plugins gated
 * by a flag are resolved at boot, so an override asks for a reload and the state adds what the next load would decide.
 */
export default function FeatureFlagsPage() {
  const runtime = useCoreRuntime();
  const registry = useRegistry();
  const { t } = useTranslation('core');
  const { values } = useSnapshot(runtime.flags.state);
  const { pending } = useSnapshot(runtime.deferred.state);
  const heads = useMemo(bootHeads, []);
  const feConfig = useFeConfig(heads, runtime.feConfig);
  const set = (flag: Parameters<typeof runtime.flags.setOverride>[0], value: boolean | null) => runtime.flags.setOverride(flag, value);

  const flags = explainFlags(runtime.site.flags, runtime.flags.override, heads);
  // What this runtime recorded at boot wins over the computed verdict; `next` says what a reload would change.
  const recorded = { active: registry.plugins.filter((p) => p.state === 'active').map((p) => p.id), disabled: runtime.states.disabled };
  const plugins = explainPlugins({ sitePlugins: Object.keys(runtime.site.plugins), heads, flags: values, licence: runtime.licence, feConfigOn: (key) => feConfig[key] ?? false, running: recorded });
  const sourceText: Record<FlagSource, string> = { default: t('ffc.sourceDefault'), site: t('ffc.sourceSite'), override: t('ffc.sourceOverride') };

  const running = (plugin: PluginExplained) => {
    const status = registry.plugins.find((p) => p.id === plugin.id);
    if (status) return status.state === 'active' ? t('ffc.running') : `${t('ffc.failed')} (${status.error ?? '?'})`;
    return plugin.on && pending ? t('ffc.later') : t('ffc.none');
  };
  const stateText = (plugin: PluginExplained, verdict: PluginVerdict = plugin.verdict) => {
    const head = heads.find((h) => h.id === plugin.id);
    switch (verdict) {
      case 'on':
        return t('ffc.on');
      case 'flag-off':
        return t('ffc.offFlag', { flag: head?.enabledBy?.flag });
      case 'licence':
        return t('ffc.offLicence', { licence: head?.enabledBy?.licences?.join(', ') });
      case 'fe-config-off':
        return t('ffc.offFeConfig', { key: head?.enabledBy?.feConfig });
      case 'missing-requirement':
        return t('ffc.offRequirement', { plugin: verdict === plugin.verdict ? plugin.detail?.replace(/^requires (\S+?),.*$/, '$1') : head?.requires?.join(', ') });
      case 'load-failed':
      case 'bad-options':
      case 'setup-failed':
        return `${t('ffc.failed')} (${plugin.detail ?? verdict})`;
      default:
        return t('ffc.offUnknown');
    }
  };

  return (
    <section className={styles.page} aria-labelledby="ffc-title">
      <h1 id="ffc-title">{t('ffc.title')}</h1>
      <p className={styles.intro}>{t('ffc.intro')}</p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('ffc.flag')}</th>
              <th scope="col">{t('ffc.siteDefault')}</th>
              <th scope="col">{t('ffc.source')}</th>
              <th scope="col">{t('ffc.override')}</th>
              <th scope="col">{t('ffc.effective')}</th>
              <th scope="col">{t('ffc.turnsOn')}</th>
            </tr>
          </thead>
          <tbody>
            {flags.map(({ flag, siteValue, source, plugins: turnsOn }) => {
              const override = runtime.flags.override(flag);
              return (
                <tr key={flag}>
                  <th scope="row"><code>{flag}</code></th>
                  <td>{siteValue ? t('ffc.on') : t('ffc.off')}</td>
                  <td data-flag-source={source}>{sourceText[source]}</td>
                  <td>
                    <select
                      aria-label={t('ffc.overrideFor', { flag })}
                      value={override === null ? 'default' : String(override)}
                      onChange={(e) => set(flag, e.target.value === 'default' ? null : e.target.value === 'true')}
                    >
                      <option value="default">{t('ffc.useDefault')}</option>
                      <option value="true">{t('ffc.on')}</option>
                      <option value="false">{t('ffc.off')}</option>
                    </select>
                  </td>
                  <td data-flag-state={values[flag] ? 'on' : 'off'}>{values[flag] ? t('ffc.on') : t('ffc.off')}</td>
                  <td>{turnsOn.length ? turnsOn.join(', ') : t('ffc.none')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* A true page reload (flags are read at boot), not a route change: stays on `window.location`. */}
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>{t('ffc.reload')}</button>

      <h2 id="ffc-plugins">{t('ffc.pluginsTitle')}</h2>
      <p className={styles.intro}>{t('ffc.pluginsIntro')}</p>
      <div className={styles.scroll}>
        <table className={styles.table} aria-labelledby="ffc-plugins">
          <thead>
            <tr>
              <th scope="col">{t('ffc.plugin')}</th>
              <th scope="col">{t('ffc.state')}</th>
              <th scope="col">{t('ffc.gates')}</th>
              <th scope="col">{t('ffc.running')}</th>
            </tr>
          </thead>
          <tbody>
            {plugins.map((plugin) => (
              <tr key={plugin.id} data-plugin={plugin.id}>
                <th scope="row"><code>{plugin.id}</code></th>
                <td data-plugin-state={plugin.on ? 'on' : 'off'} data-plugin-verdict={plugin.verdict}>
                  {stateText(plugin)}
                  {plugin.next && <small className={styles.next}>{t('ffc.nextLoad', { state: stateText(plugin, plugin.next) })}</small>}
                </td>
                <td>{plugin.gates.length ? plugin.gates.join('; ') : t('ffc.none')}</td>
                <td>{running(plugin)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The plugin heads the host sent in the page (boot data), the ones boot decided with; none outside a browser page. */
function bootHeads(): PluginHead[] {
  if (typeof document === 'undefined') return [];
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed = safeParse(bootDataSchema, JSON.parse(text));
    return parsed.success ? parsed.data.plugins : [];
  } catch {
    return [];
  }
}

/** Whether each fe-config key a head names is on, from the documents boot already loaded (`runtime.feConfig` caches). */
function useFeConfig(heads: readonly PluginHead[], load: (key: string) => Promise<unknown>): Record<string, boolean> {
  const [on, setOn] = useState<Record<string, boolean>>({});
  useEffect(() => {
    let live = true;
    const keys = [...new Set(heads.flatMap((head) => (head.enabledBy?.feConfig ? [head.enabledBy.feConfig] : [])))];
    void Promise.all(keys.map(async (key) => [key, isOn(await load(key).catch(() => null))] as const)).then((entries) => {
      if (live) setOn(Object.fromEntries(entries));
    });
    return () => {
      live = false;
    };
  }, [heads, load]);
  return on;
}

// The runtime's rule (create-runtime.ts): a document that loaded and does not say `enabled: false`.
const isOn = (doc: unknown) => typeof doc === 'object' && doc !== null && (doc as { enabled?: unknown }).enabled !== false;
