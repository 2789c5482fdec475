import styles from './PromoArt.module.css';

/**
 * The art behind a card or page hero: the platform's image when it has one, else a drawn backdrop (a trophy
 * for tournaments, a ticket for lotteries) tinted by `seed`, so cards of one list are told apart at a glance.
 */
export function PromoArt({ image, kind, seed, className }: { image: string | null; kind: 'tournament' | 'lottery'; seed: string; className?: string }) {
  const hue = [...seed].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  return (
    <div className={`${styles.art} ${className ?? ''}`} style={{ ['--hue' as string]: hue }} data-kind={kind} aria-hidden="true">
      {image ? (
        <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />
      ) : (
        <svg className={styles.mark} viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" strokeLinecap="round">
          {kind === 'tournament' ? (
            <>
              <path d="M20 10h24v14a12 12 0 0 1-24 0z" />
              <path d="M20 15h-8a8 8 0 0 0 9 11M44 15h8a8 8 0 0 1-9 11M32 36v10M22 54h20M25 46h14v8H25z" />
            </>
          ) : (
            <>
              <path d="M8 20h48v8a4 4 0 0 0 0 8v8H8v-8a4 4 0 0 0 0-8z" />
              <path d="M40 20v24" strokeDasharray="3 4" />
              <path d="M20 32l3-6 3 6-3 6zM30 28l2 4-2 4" />
            </>
          )}
        </svg>
      )}
    </div>
  );
}
