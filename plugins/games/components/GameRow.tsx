import { useRef } from 'react';
import { Link } from 'wouter';
import { Icon, useTranslation } from '@core/index';
import type { Game } from '@schemas/wire/games';
import { GameTile } from './GameTile';
import styles from './GameRow.module.css';

/** A lobby row: a heading with "show all", arrows on desktop and a swipeable strip of at most 15 tiles; `id` is its collection. */
export function GameRow({ id, title, games, showAllHref }: { id: string; title: string; games: readonly Game[]; showAllHref?: string }) {
  const { t } = useTranslation('games');
  const strip = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.85, behavior: 'smooth' });
  const headingId = `row-${id}`;
  return (
    <section className={styles.row} aria-labelledby={headingId} data-testid="game-row" data-row={id}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>{title}</h2>
        <div className={styles.tools}>
          {showAllHref && <Link href={showAllHref} className={styles.all}>{t('row.showAll')}</Link>}
          <button type="button" className={styles.arrow} onClick={() => scroll(-1)} aria-label={t('row.previous')}>
            <span className={styles.flip}><Icon name="chevron" size={16} /></span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => scroll(1)} aria-label={t('row.next')}>
            <Icon name="chevron" size={16} />
          </button>
        </div>
      </header>
      <ul className={styles.strip} ref={strip}>
        {games.map((game) => (
          <li key={game.identifier} className={styles.cell}>
            <GameTile game={game} list={id} />
          </li>
        ))}
      </ul>
    </section>
  );
}
