import { useEffect, useRef } from 'react';
import { useTranslation } from '@core/index';
import type { WheelSegment } from '@schemas/wire/wheel-config';
import { segmentColor } from '../rules/segments';
import styles from './WheelDisc.module.css';
import { useSegmentText } from './use-segment-lines';

export const TURN_MS = 5_600;
const SIZE = 400;
const C = SIZE / 2;
const R = 188;

const point = (degrees: number, radius: number) => {
  const rad = (degrees * Math.PI) / 180;
  return `${(C + radius * Math.cos(rad)).toFixed(2)} ${(C + radius * Math.sin(rad)).toFixed(2)}`;
};

interface WheelDiscProps {
  segments: readonly WheelSegment[];
  currency: string;
  /** Degrees clockwise; the segment under the pointer (top) is the one `spinTarget` aimed at. */
  rotation: number;
  /** Animate to `rotation` (a spin); otherwise it stands there at once (reduced motion, first paint). */
  turning: boolean;
  onStopped: () => void;
}

/**
 * The wheel: one slice per segment, clockwise from the top, with its prize written along the radius; the pointer
 * stays at the top while the disc turns. `turning` eases it to `rotation` and reports the stop (or, when the
 * transition never ends — a hidden tab, a test's DOM — after the turn's time).
 */
export function WheelDisc({ segments, currency, rotation, turning, onStopped }: WheelDiscProps) {
  const { t } = useTranslation('wheel');
  const { lines } = useSegmentText();
  const stopped = useRef(onStopped);
  stopped.current = onStopped;
  const slice = 360 / Math.max(1, segments.length);

  useEffect(() => {
    if (!turning) return;
    const fallback = setTimeout(() => stopped.current(), TURN_MS + 400);
    return () => clearTimeout(fallback);
  }, [turning, rotation]);

  return (
    <div className={styles.frame} data-testid="wheel-disc" data-rotation={rotation.toFixed(2)} data-turning={turning}>
      <div
        className={styles.disc}
        style={{ transform: `rotate(${rotation}deg)`, transition: turning ? `transform ${TURN_MS}ms cubic-bezier(0.12, 0.8, 0.16, 1)` : 'none' }}
        onTransitionEnd={() => turning && stopped.current()}
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={t('wheel.label', { count: segments.length })}>
          <circle cx={C} cy={C} r={R + 8} className={styles.rim} />
          {segments.map((segment, index) => {
            const from = index * slice - 90;
            const to = from + slice;
            const mid = from + slice / 2;
            // Labels on the left half are turned over, so at rest every label reads left to right.
            const flipped = (((mid % 360) + 360) % 360) > 90 && (((mid % 360) + 360) % 360) < 270;
            const x = flipped ? C - R * 0.62 : C + R * 0.62;
            const [big, small] = lines(segment, currency);
            return (
              <g key={`${segment.id}-${index}`} data-segment={segment.id}>
                <path d={`M ${C} ${C} L ${point(from, R)} A ${R} ${R} 0 ${slice > 180 ? 1 : 0} 1 ${point(to, R)} Z`} fill={segmentColor(segment, index)} className={styles.slice} />
                <g transform={`rotate(${flipped ? mid + 180 : mid} ${C} ${C})`}>
                  <text x={x} y={C} className={styles.big} dominantBaseline="middle" textAnchor="middle">
                    {big.length > 12 ? `${big.slice(0, 11)}…` : big}
                  </text>
                  {small && (
                    <text x={x} y={C + 17} className={styles.small} dominantBaseline="middle" textAnchor="middle">
                      {small.length > 14 ? `${small.slice(0, 13)}…` : small}
                    </text>
                  )}
                </g>
              </g>
            );
          })}
          <circle cx={C} cy={C} r={34} className={styles.hub} />
          <circle cx={C} cy={C} r={12} className={styles.hubDot} />
        </svg>
      </div>
      <div className={styles.pointer} aria-hidden="true" />
    </div>
  );
}
