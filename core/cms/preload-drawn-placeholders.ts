import { preloadComponent } from '../react/lazy-component';
import type { Runtime } from '../runtime/types';

/**
 * Loads the components of the CMS placeholders a server-drawn page shows (`[data-placeholder]` in its HTML) before
 * the browser takes it over. Otherwise their part of the page waits for its chunk while hydrating, and an update in
 * that moment (the plugins started after the first paint) makes React draw the part anew instead: the server's form
 * is replaced, and a press or typed text on it is lost.
 */
export function preloadDrawnPlaceholders(runtime: Runtime, root: ParentNode): Promise<void> {
  const names = new Set([...root.querySelectorAll('[data-placeholder]')].map((element) => element.getAttribute('data-placeholder')));
  const loads = runtime.registry.placeholders.filter((placeholder) => names.has(placeholder.name)).map((placeholder) => preloadComponent(placeholder.load));
  return Promise.all(loads).then(() => undefined);
}
