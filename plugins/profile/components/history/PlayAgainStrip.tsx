import { Link } from 'wouter';
import { useRuntime, useTranslation } from '@core/index';
import { gamePreviewUrl } from '@schemas/wire/game-preview';
import type { PlayedGame } from '@schemas/wire/games';
import styles from './PlayAgainStrip.module.css';

/** How many recently played games the strip offers. */
const PLAY_AGAIN_MAX = 8;

/** The games played last, as a compact strip of links back into them (the history's former content). */
export function PlayAgainStrip({ games }: { games: readonly PlayedGame[] }) {
  const { t } = useTranslation('profile');
  const runtime = useRuntime();
  if (games.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="history-play-again">
      <h3 id="history-play-again" className={styles.title}>{t('history.playAgain')}</h3>
      <ul className={styles.games}>
        {games.slice(0, PLAY_AGAIN_MAX).map((game) => (
          <li key={game.identifier}>
            <Link className={styles.game} href={`/play/${game.provider}/${game.slug}`} aria-label={t('history.playGame', { title: game.title })}>
              <img className={styles.thumb} src={gamePreviewUrl(game, runtime.site.gamePreviewUrl)} alt="" loading="lazy" width={36} height={48} />
              <span className={styles.name}>{game.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
