import type { TFunction } from 'i18next';
import styles from './lobby.module.css';
import type { Tile } from './tile';

/** Tiles in the first screenful load eagerly; the rest wait for the scroll, as a lobby should. */
const EAGER_TILES = 6;

export function GameTile({ tile, index, t }: { tile: Tile; index: number; t: TFunction }) {
  return (
    <li className={styles.tile}>
      <a href={`#${tile.id}`} aria-label={t('play', { title: tile.title })}>
        <img className={styles.image} src={tile.image} alt="" width={300} height={400} loading={index < EAGER_TILES ? 'eager' : 'lazy'} decoding="async" />
      </a>
      <span className={styles.title}>{tile.title}</span>
      <span className={styles.provider}>{tile.provider}</span>
    </li>
  );
}
