import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LIMIT_LOOSEN_DELAY_HOURS } from '@config/rg-limits';
import { ApiError, Slot, Spinner, usePluginState, useRuntime, useTranslation } from '@core/index';
import { LIMIT_TYPES, type UserLimit } from '@schemas/wire/limits';
import { PROFILE_LIMITS } from '@schemas/contracts/slots';
import { profileApiState } from '../api';
import { profileState } from '../state';
import { FormBanner } from '@core/forms';
import { LimitCard } from './LimitCard';
import { LimitForm } from './LimitForm';
import styles from './Panel.module.css';

/**
 * Responsible-gaming limits: list, create, remove (spec part 1 §2, part 2 §5). A tighter limit applies at once;
 * loosening or removing one is confirmed by mail and waits the cooling period (issue 24 item 10).
 */
export function LimitsTab() {
  const api = usePluginState(profileApiState);
  const runtime = useRuntime();
  const { t } = useTranslation('profile');
  const store = usePluginState(profileState);
  const snapshot = useSnapshot(store);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const reload = useCallback(() => {
    api.limits().then(
      (limits) => {
        store.limits = limits;
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [api, store]);
  useEffect(reload, [reload]);

  const remove = async (id: number) => {
    setBusyId(id);
    try {
      // 204 (undefined): a change not in force yet was dropped; otherwise the removal waits for the mail.
      const answer = await api.deleteLimit(id);
      setNotice({ tone: 'success', text: answer ? t('limits.removeRequested', { hours: LIMIT_LOOSEN_DELAY_HOURS }) : t('limits.removed') });
    } catch (error) {
      setNotice({ tone: 'error', text: (error instanceof ApiError && error.firstMessage()) || t('core:errors.generic') });
    } finally {
      setBusyId(null);
      reload();
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="profile-limits">
      <div>
        <h2 id="profile-limits" className={styles.title}>{t('nav.limits')}</h2>
        <p className={styles.muted}>{t('limits.intro', { hours: LIMIT_LOOSEN_DELAY_HOURS })}</p>
      </div>
      {notice && <FormBanner tone={notice.tone}>{notice.text}</FormBanner>}
      {/* Other plugins' safer-gambling settings (the reality check's interval). */}
      <Slot contract={PROFILE_LIMITS} />
      <div className={styles.section}>
        <h3 className={styles.subtitle}>{t('limits.current')}</h3>
        {failed && <FormBanner tone="error">{t('core:errors.generic')}</FormBanner>}
        {!failed && snapshot.limits === null && <Spinner label="limits" />}
        {snapshot.limits?.length === 0 && <p className={styles.muted}>{t('limits.none')}</p>}
        {snapshot.limits && snapshot.limits.length > 0 && (
          <ul className={styles.facts} style={{ listStyle: 'none', padding: 0 }}>
            {snapshot.limits.map((limit) => (
              <LimitCard key={limit.id} limit={limit} busy={busyId === limit.id} onRemove={() => void remove(limit.id)} />
            ))}
          </ul>
        )}
      </div>
      <div className={styles.section}>
        <h3 className={styles.subtitle}>{t('limits.new')}</h3>
        <LimitForm
          limits={snapshot.limits ?? []}
          onCreated={(limit) => {
            if (limit.strategy === 'lock') return void signedOutBy(limit);
            setNotice({ tone: 'success', text: limit.status === 'active' ? t('limits.createdActive') : t('limits.createdLooser', { hours: LIMIT_LOOSEN_DELAY_HOURS }) });
            reload();
          }}
        />
      </div>
      <div className={styles.section}>
        <h3 className={styles.subtitle}>{t('limits.explainTitle')}</h3>
        <dl className={styles.facts}>
          {LIMIT_TYPES.map((type) => (
            <div key={type}>
              <dt style={{ fontWeight: 700 }}>{t(`limits.types.${type}`)}</dt>
              <dd className={styles.muted}>{t(`limits.explain.${type}`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );

  /** A cooling-off or self-exclusion signed the player out everywhere (issue 13): this tab follows, with the reason. */
  function signedOutBy(limit: UserLimit) {
    runtime.toasts.show({ kind: 'info', messageKey: 'profile:limits.lockSignedOut', values: { type: t(`limits.types.${limit.type}`) }, lifeMs: null });
    void runtime.refreshSession().then(() => runtime.navigate(runtime.pathOf('main')));
  }
}
