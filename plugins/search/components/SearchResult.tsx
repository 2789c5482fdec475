import { useEffect, useRef } from 'react';
import { useRuntime } from '@core/index';
import { gamePreviewUrl } from '@schemas/wire/game-preview';
import type { Game } from '@schemas/wire/games';
import styles from './SearchPanel.module.css';

const studio = (slug: string) => slug.split('-').map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');

/** One found game as an option: preview, title and studio. */
export function SearchResult({ id, game, active, onOpen, onHover }: { id: string; game: Game; active: boolean; onOpen: () => void; onHover: () => void }) {
  const ref = useRef<HTMLLIElement>(null);
  const runtime = useRuntime();
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <li ref={ref} id={id} role="option" aria-selected={active} className={styles.option} onClick={onOpen} onMouseEnter={onHover} data-testid="search-result">
      <img className={styles.thumb} src={gamePreviewUrl(game, runtime.site.gamePreviewUrl)} alt="" loading="lazy" width={60} height={80} />
      <span className={styles.text}>
        <span className={styles.name}>{game.title}</span>
        <span className={styles.studio}>{studio(game.provider)}</span>
      </span>
    </li>
  );
}
