import { useEffect, useMemo, useRef, useState } from 'react';
import type { Lootbox, LootboxItem } from '@schemas/wire/lootboxes';
import { rarityOf, totalWeightOf } from '../rules/prizes';
import { REEL_TARGET, reelOffset, reelTiles } from '../rules/reel';
import styles from './OpeningReel.module.css';
import { usePrizeText } from './use-prize-text';

const TILE = 112;
const GAP = 8;
const SPIN_MS = 4_200;

/** Whether the visitor asked for less motion (no spin: the prize shows at once). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface OpeningReelProps {
  box: Lootbox;
  /** The item the platform drew: the reel stops on it, whatever the tiles before it. */
  won: LootboxItem;
  onRevealed: () => void;
}

/**
 * The opening animation: a strip of the box's prizes runs under a marker and slows to a stop on the item the
 * platform drew (DESIGN §12: the client only animates what the server chose). With `prefers-reduced-motion` the
 * strip stands on the prize at once. Decorative (`aria-hidden`): the dialog announces the prize in words.
 */
export function OpeningReel({ box, won, onRevealed }: OpeningReelProps) {
  const prizeText = usePrizeText();
  const tiles = useMemo(() => reelTiles(box.items, won.id, Number(box.id) || 1), [box.items, won.id, box.id]);
  const total = totalWeightOf(box.items);
  const [still] = useState(prefersReducedMotion);
  // A nudge inside the won tile, fixed per box, so the stop looks natural but always lands on it.
  const nudge = ((Number(box.id) * 37) % 100) / 100 - 0.5;
  const target = reelOffset(REEL_TARGET, TILE, GAP, nudge);
  const [offset, setOffset] = useState(() => (still ? target : reelOffset(2, TILE, GAP)));
  const [done, setDone] = useState(still);
  const revealed = useRef(false);

  const reveal = () => {
    if (revealed.current) return;
    revealed.current = true;
    setDone(true);
    onRevealed();
  };

  useEffect(() => {
    if (still) {
      reveal();
      return;
    }
    // Two frames: the start position is painted before the transition to the target begins.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setOffset(target));
    });
    // `transitionend` may never come (a hidden tab, a test's DOM): the prize is revealed after the spin's time anyway.
    const fallback = setTimeout(reveal, SPIN_MS + 400);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
    // Runs once per opening; `reveal` and `target` are fixed for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.reel} aria-hidden="true" data-testid="lootbox-reel" data-state={done ? 'stopped' : 'spinning'} data-motion={still ? 'reduced' : 'full'}>
      <div
        className={styles.strip}
        style={{ transform: `translateX(${-offset}px)`, transition: still || offset !== target ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.1, 0.75, 0.15, 1)` }}
        onTransitionEnd={reveal}
      >
        {tiles.map((item, index) => (
          <div
            key={index}
            className={styles.tile}
            data-rarity={rarityOf(item.weight, total)}
            data-won={done && index === REEL_TARGET ? 'true' : undefined}
            style={{ width: TILE, marginRight: GAP }}
          >
            <span>{prizeText(item, box.currency)}</span>
          </div>
        ))}
      </div>
      <div className={styles.marker} />
    </div>
  );
}
