import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatTime, usePluginOptions, usePluginState, useRuntime, useTranslation } from '@core/index';
import { FormBanner, SelectField } from '@core/forms';
import type { RealityCheckInterval } from '@schemas/wire/reality-check';
import { realityCheckApiState } from '../api';
import { realityCheckManifest } from '../manifest';
import { defaultInterval, isRequired, offeredIntervals } from '../rules/intervals';
import { realityCheckState } from '../state';
import styles from './RealityCheckSettings.module.css';

/**
 * The reality check's interval on the limits tab (issue 13 item 1). A change applies at once: the platform stores it,
 * counts the next check from now and every tab follows. Where the licence requires a check, "off" is not offered.
 */
export default function RealityCheckSettings() {
  const { t } = useTranslation('reality-check');
  const runtime = useRuntime();
  const options = usePluginOptions(realityCheckManifest);
  const api = usePluginState(realityCheckApiState);
  const store = usePluginState(realityCheckState);
  const { check } = useSnapshot(store);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'failed' | null>(null);

  // The watch started at login loads it; a direct visit may render first.
  useEffect(() => {
    if (store.check) return;
    api.load().then(
      (answer) => (store.check = answer),
      () => setNotice('failed'),
    );
  }, [api, store]);

  const required = isRequired(options, runtime.licence);
  const current = check ? (check.interval_minutes ?? defaultInterval(options, runtime.licence)) : null;
  const choose = async (value: string) => {
    setSaving(true);
    setNotice(null);
    try {
      const answer = await api.setInterval(Number(value) as RealityCheckInterval);
      store.check = answer;
      store.replan?.(answer);
      setNotice('saved');
    } catch {
      setNotice('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.block} aria-labelledby="reality-check-title" data-testid="reality-check-settings" aria-busy={saving || current === null}>
      <h3 id="reality-check-title" className={styles.title}>{t('settings.title')}</h3>
      <p className={styles.text}>{t('settings.text')}</p>
      {current === null ? (
        <div className={styles.skeleton} aria-hidden="true" />
      ) : (
        <SelectField
          name="reality-check-interval"
          label={t('settings.interval')}
          value={String(current)}
          options={offeredIntervals(options, runtime.licence).map((minutes) => ({
            value: String(minutes),
            label: minutes === 0 ? t('settings.off') : t('settings.every', { count: minutes }),
          }))}
          onChange={(value) => void choose(value)}
        />
      )}
      {required && <p className={styles.text}>{t('settings.required')}</p>}
      {check?.next_due_at && (
        <p className={styles.text} data-testid="reality-check-next">{t('settings.next', { time: formatTime(check.next_due_at, runtime.locale.current) })}</p>
      )}
      <div aria-live="polite">
        {notice === 'saved' && <FormBanner tone="success">{t('settings.saved')}</FormBanner>}
        {notice === 'failed' && <FormBanner tone="error">{t('settings.failed')}</FormBanner>}
      </div>
    </section>
  );
}
