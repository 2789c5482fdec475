import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's content width, kept current with a ResizeObserver (the grid's column count follows it); `assumed`
 * until it is measured (a server-rendered page draws with the width it assumed, and so must its hydration).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, assumed = 0): number {
  const [width, setWidth] = useState(assumed);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
