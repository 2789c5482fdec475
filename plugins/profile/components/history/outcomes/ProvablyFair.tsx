import { useEffect, useState } from 'react';
import { useTranslation } from '@core/index';
import styles from './Outcome.module.css';

/**
 * A provably fair round's commitment: the seed's SHA-256 published before the round and the seed revealed
 * after it. The browser checks the pair itself (sha256 of the seed's text, as the platform commits it), so a
 * player need not trust the page's word.
 */
export function ProvablyFair({ hash, seed }: { hash: string | null; seed: string | null }) {
  const { t } = useTranslation('profile');
  const check = useSeedCheck(hash, seed);
  if (!hash && !seed) return null;
  return (
    <div className={styles.fair} data-testid="provably-fair">
      <p className={styles.heading}>{t('history.outcome.fair')}</p>
      {hash && (
        <p className={styles.seed}>
          <span>{t('history.outcome.seedHash')}</span>
          <code>{hash}</code>
        </p>
      )}
      <p className={styles.seed}>
        <span>{t('history.outcome.seed')}</span>
        {seed ? <code>{seed}</code> : <em>{t('history.outcome.seedLater')}</em>}
      </p>
      {check !== null && <p className={styles.check} data-ok={check}>{check ? t('history.outcome.seedMatches') : t('history.outcome.seedMismatch')}</p>}
    </div>
  );
}

/** Whether sha256(seed) is the published hash; null until both are known (or where the browser cannot hash). */
function useSeedCheck(hash: string | null, seed: string | null): boolean | null {
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    setOk(null);
    if (!hash || !seed || !globalThis.crypto?.subtle) return;
    let live = true;
    void globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed)).then(
      (digest) => {
        const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
        if (live) setOk(hex === hash.toLowerCase());
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hash, seed]);
  return ok;
}
