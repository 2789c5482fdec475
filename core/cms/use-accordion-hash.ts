import { useEffect, type RefObject } from 'react';
import { useRuntime } from '../react/runtime-context';
import { useNavigationProperty } from '../router/use-navigation';

/**
 * Spec part 1 §2: "a hash matching an input checks it". CMS accordions are checkbox inputs with ids
 * (`#faq-2`); opening the page with that hash, or changing to it, opens that entry and scrolls to it.
 * The hash comes from the runtime's navigation (a `hashchange`, or an in-app move to `#faq-2`, alike).
 */
export function useAccordionHash(ref: RefObject<HTMLElement | null>, content: unknown) {
  const hash = useNavigationProperty(useRuntime().navigation, (l) => l.hash);
  useEffect(() => {
    const id = decodeHash(hash);
    if (!id || !ref.current) return;
    const input = [...ref.current.querySelectorAll('input')].find((el) => el.id === id);
    if (!input || (input.type !== 'checkbox' && input.type !== 'radio')) return;
    input.checked = true;
    (input.closest('.accordion-item') ?? input).scrollIntoView?.({ block: 'center' });
  }, [ref, content, hash]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
