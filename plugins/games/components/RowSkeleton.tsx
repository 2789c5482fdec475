import rowStyles from './GameRow.module.css';
import tileStyles from './GameTile.module.css';
import styles from './RowSkeleton.module.css';

const TILES = 7;

/**
 * Placeholder of a lobby row while it loads. It is built from the row's and the tile's own boxes (heading
 * line, arrow-sized tools, media, title and provider lines), so it has the loaded row's exact height at
 * every width and nothing below it moves when the games arrive.
 */
export function RowSkeleton() {
  return (
    <div className={rowStyles.row} aria-hidden="true" data-testid="row-skeleton">
      <div className={rowStyles.header}>
        <p className={`${rowStyles.title} ${styles.bar}`}>&nbsp;</p>
        <div className={rowStyles.tools}>
          <span className={`${rowStyles.arrow} ${styles.round}`} />
        </div>
      </div>
      <div className={`${rowStyles.strip} ${styles.strip}`}>
        {Array.from({ length: TILES }, (_, i) => (
          <div key={i} className={rowStyles.cell}>
            <div className={tileStyles.tile}>
              <div className={`${tileStyles.media} ${styles.shimmer}`} />
              <p className={`${tileStyles.title} ${styles.bar}`}>&nbsp;</p>
              <p className={`${tileStyles.provider} ${styles.bar} ${styles.short}`}>&nbsp;</p>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
