import { useEffect, useMemo, useState } from 'react';
import { browserStorage, useRuntime, useTranslation } from '@core/index';
import { preferredKind, TABLE_PREFERENCE_KEY, tableKinds } from '../table-preference';
import { collectionRow } from './LobbyCollectionRow';
import styles from './TablePreference.module.css';

/**
 * `#TablePreference[collections=live-roulette,live-blackjack]#` (spec part 1 §2 "table preference"): the player picks
 * the kind of live table they prefer and sees that collection's tables as a row. The choice is kept on the device
 * (local storage), so the page opens on it next time. The spec names the block only; this reading is documented in
 * the plugin's README.
 */
export function TablePreference({ props }: { props: Record<string, string> }) {
  const { t } = useTranslation('games');
  const runtime = useRuntime();
  const kinds = useMemo(() => tableKinds(props.collections), [props.collections]);
  // A server-drawn page (CMS text) knows no device storage: it shows the first kind, and so does its hydration;
  // the stored choice follows once mounted. A page drawn in the browser opens on it directly.
  const stored = () => (runtime.renderedAt === null ? (browserStorage('local')?.getItem(TABLE_PREFERENCE_KEY) ?? null) : null);
  const [kind, setKind] = useState(() => preferredKind(kinds, stored()));
  useEffect(() => {
    const preferred = preferredKind(kinds, browserStorage('local')?.getItem(TABLE_PREFERENCE_KEY) ?? null);
    setKind((current) => (current === preferred ? current : preferred));
  }, [kinds]);
  const Row = useMemo(() => collectionRow(kind), [kind]);
  const choose = (next: string) => {
    setKind(next);
    browserStorage('local')?.setItem(TABLE_PREFERENCE_KEY, next);
  };
  return (
    <div className={styles.block} data-testid="table-preference">
      <div className={styles.choices} role="group" aria-label={t('tablePreference.label')}>
        {kinds.map((k) => (
          <button key={k} type="button" className={styles.choice} aria-pressed={k === kind} onClick={() => choose(k)}>
            {t(`collection.${k}`, { defaultValue: k })}
          </button>
        ))}
      </div>
      <Row key={kind} />
    </div>
  );
}
