import { useEffect, useRef, useState } from 'react';

/** How far below the screen a deferred block starts loading, so it is ready when scrolled to. */
const LOAD_AHEAD = '600px 0px';

/**
 * `true` once the element is within `LOAD_AHEAD` of the screen (then stays `true`): below-the-fold
 * blocks such as the footer's download their code only when a player scrolls towards them.
 */
export function useNearViewport(initially: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(initially);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: LOAD_AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [near, ref] as const;
}
