import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { GameTile } from './GameTile';
import type { LobbyStore } from './lobby-store';
import styles from './lobby.module.css';

export function Lobby({ store, i18n }: { store: LobbyStore; i18n: I18n }) {
  const snap = useSnapshot(store.state);
  useEffect(() => {
    void store.load();
  }, [store]);
  const t = i18n.t;
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      {!snap.loaded && <p>{t('loading')}</p>}
      <ul className={styles.grid}>
        {snap.tiles.map((tile, index) => (
          <GameTile key={tile.id} tile={tile} index={index} t={t} />
        ))}
      </ul>
    </main>
  );
}
