import { useEffect, type RefObject } from 'react';

/**
 * Spec part 1 §2: "a hash matching an input checks it". CMS accordions are checkbox inputs with ids
 * (`#faq-2`); opening the page with that hash, or changing to it, opens that entry and scrolls to it.
 */
export function useAccordionHash(ref: RefObject<HTMLElement | null>, content: unknown) {
  useEffect(() => {
    const open = () => {
      const id = decodeHash(window.location.hash);
      if (!id || !ref.current) return;
      const input = [...ref.current.querySelectorAll('input')].find((el) => el.id === id);
      if (!input || (input.type !== 'checkbox' && input.type !== 'radio')) return;
      input.checked = true;
      (input.closest('.accordion-item') ?? input).scrollIntoView?.({ block: 'center' });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [ref, content]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
