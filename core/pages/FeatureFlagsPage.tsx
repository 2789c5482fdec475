import { useTranslation } from '../i18n/use-translation';
import { useSnapshot } from 'valtio';
import { FEATURE_FLAGS, type FeatureFlag } from '@config/flags';
import { useRuntime } from '../react/runtime-context';
import styles from './FeatureFlagsPage.module.css';

/**
 * `/ffc` (spec part 1 §2, §6): every flag with the site default and the local override. Plugins gated by
 * a flag are resolved at boot, so a change asks for a reload.
 */
export default function FeatureFlagsPage() {
  const runtime = useRuntime();
  const { t } = useTranslation('core');
  const { values } = useSnapshot(runtime.flags.state);
  const set = (flag: FeatureFlag, value: boolean | null) => runtime.flags.setOverride(flag, value);
  return (
    <section className={styles.page} aria-labelledby="ffc-title">
      <h1 id="ffc-title">{t('ffc.title')}</h1>
      <p className={styles.intro}>{t('ffc.intro')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('ffc.flag')}</th>
            <th scope="col">{t('ffc.siteDefault')}</th>
            <th scope="col">{t('ffc.override')}</th>
            <th scope="col">{t('ffc.effective')}</th>
          </tr>
        </thead>
        <tbody>
          {FEATURE_FLAGS.map((flag) => {
            const override = runtime.flags.override(flag);
            return (
              <tr key={flag}>
                <th scope="row"><code>{flag}</code></th>
                <td>{runtime.flags.siteDefault(flag) ? t('ffc.on') : t('ffc.off')}</td>
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
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* A true page reload (flags are read at boot), not a route change: stays on `window.location`. */}
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>{t('ffc.reload')}</button>
    </section>
  );
}
