import { useEffect, type RefObject } from 'react';

/**
 * Keeps the element with keyboard focus clear of a fixed card at the bottom of the screen (the cookie notice;
 * issue 24 item 12, WCAG 2.4.11 "Focus not obscured"): the page's `scroll-padding-bottom` reserves the card's
 * height, so the browser's own focus scrolling stops above it, the footer's end reserves it (the page's last
 * links scroll clear of it), and a focus that still lands under the card
 * (a browser that ignores scroll padding for focus) scrolls the page up by the overlap.
 */
export function useFocusClearOf(card: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const root = document.documentElement;
    const covered = () => Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
    // The footer pads its end by --fixed-bottom-cover (core/shell/Footer.module.css), so the page's last links can
    // scroll clear of the card instead of staying under it until the card is answered.
    const reserve = () => {
      root.style.scrollPaddingBottom = `${covered() + 12}px`;
      root.style.setProperty('--fixed-bottom-cover', `${covered()}px`);
    };
    // Older engines (and test DOMs) without ResizeObserver still get the reserve of the first layout.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    resize?.observe(element);
    window.addEventListener('resize', reserve);
    reserve();

    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      // A modal dialog is above the card (top layer): nothing of it is covered.
      if (!(target instanceof HTMLElement) || element.contains(target) || target.closest('dialog')) return;
      // After the browser has scrolled the focused element into view its own way.
      requestAnimationFrame(() => {
        const field = target.getBoundingClientRect();
        const card = element.getBoundingClientRect();
        // Only what the card really covers: not elements beside it, not the fixed bottom bar under it, and not a
        // region taller than the room above the card (the page's <main> focused after a route change): scrolling
        // by its overlap would throw the reader far down the page.
        const beside = field.right <= card.left || field.left >= card.right;
        const fits = field.height <= card.top;
        if (!beside && fits && field.bottom > card.top && field.top < card.bottom && document.activeElement === target) {
          window.scrollBy({ top: Math.min(field.bottom - card.top + 12, Math.max(0, field.top)) });
        }
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      resize?.disconnect();
      window.removeEventListener('resize', reserve);
      document.removeEventListener('focusin', onFocus);
      root.style.scrollPaddingBottom = '';
      root.style.removeProperty('--fixed-bottom-cover');
    };
  }, [card]);
}
