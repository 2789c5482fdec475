import type { QuestSize } from '@config/quest-levels';
import styles from './QuestArt.module.css';

/**
 * The art behind a quest card or page: the platform's image when it has one, else a drawn backdrop — a mountain
 * path for the plain sizes, a robot for the robot sizes (spec part 2 §9: robot-s, robot-m) — tinted by `seed`.
 * `faint`: behind a page's text (the hero), the drawing steps back.
 */
export function QuestArt({ image, size, seed, className, faint = false }: { image: string | null; size: QuestSize; seed: string; className?: string; faint?: boolean }) {
  const hue = [...seed].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 11);
  const robot = size.startsWith('robot');
  return (
    <div className={`${styles.art} ${className ?? ''}`} style={{ ['--hue' as string]: hue }} data-theme={robot ? 'robot' : 'path'} data-faint={faint || undefined} aria-hidden="true">
      {image ? (
        <img className={styles.image} src={image} alt="" loading="lazy" decoding="async" />
      ) : (
        <svg className={styles.mark} viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" strokeLinecap="round">
          {robot ? (
            <>
              <path d="M18 22h28v22H18zM26 44v8M38 44v8M22 52h8M34 52h8M32 22v-8M29 12h6" />
              <path d="M25 31h.01M39 31h.01M26 38h12M12 28v10M52 28v10M12 33h6M46 33h6" />
            </>
          ) : (
            <>
              <path d="M4 54l16-24 10 12 10-20 20 32z" />
              <path d="M40 22V8l10 4-10 4" />
              <path d="M12 54c6-4 10-4 14-8s8-2 12-6" strokeDasharray="2 4" />
            </>
          )}
        </svg>
      )}
    </div>
  );
}
