import type { CompRateType } from '@schemas/wire/comp-points';
import { imageTier } from '../rules/card-image';
import styles from './CardArt.module.css';

/**
 * A card's picture, drawn (no image files to load): money cards a stack of astrocoins that grows with the image
 * key (spec part 2 §9: keyed by the EUR amount, default 25), free spins a reel, boxes a chest, tickets a ticket.
 * Decorative: the card's text says what it gives.
 */
export function CardArt({ type, imageKey }: { type: CompRateType; imageKey: number }) {
  const tier = imageTier(imageKey);
  return (
    <div className={styles.art} data-type={type} data-image-key={imageKey} style={{ ['--tier' as string]: tier }} aria-hidden="true">
      {type === 'money' && (
        <span className={styles.coins}>
          {Array.from({ length: Math.min(6, 2 + Math.ceil(tier / 2)) }, (_, i) => (
            <span key={i} className={styles.coin} style={{ ['--i' as string]: i }} />
          ))}
        </span>
      )}
      {type === 'freespins' && (
        <span className={styles.reel}>
          <span>7</span>
          <span>★</span>
          <span>7</span>
        </span>
      )}
      {type === 'lootboxes' && <span className={styles.chest} />}
      {type === 'lotteries' && <span className={styles.ticket}>№</span>}
    </div>
  );
}
