import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_PX } from '@config/timing';

/**
 * Calls `onNear` once the end of the list is within 500 px below the viewport, or already passed
 * (spec §2, §9). A scroll check rather than an IntersectionObserver: a fling or a jump to the page end can
 * carry the end marker past the viewport between two frames, which an observer never reports. Remounted
 * per page (`key`), so a screen tall enough to show the end right after a page loads asks for the next one.
 */
export function LoadMoreSentinel({ onNear }: { onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const node = ref.current;
      if (node && node.getBoundingClientRect().top - window.innerHeight <= INFINITE_SCROLL_PX) latest.current();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return <div ref={ref} aria-hidden="true" style={{ height: 1 }} />;
}
