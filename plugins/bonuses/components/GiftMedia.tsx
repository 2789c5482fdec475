import { Icon } from '@core/index';
import styles from './GiftCard.module.css';

/** The card's picture: the operator's image (`modify-gifts-config`, `additional-gifts`) or the gift icon. */
export function GiftMedia({ image, icon = 'gift' }: { image?: string; icon?: string }) {
  return (
    <div className={styles.media} aria-hidden="true">
      {image ? <img src={image} alt="" loading="lazy" width={64} height={64} /> : <Icon name={icon} size={28} />}
    </div>
  );
}
