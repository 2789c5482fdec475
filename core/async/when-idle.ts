/**
 * Runs `work` when the browser is idle (after the page's own loading), never in its first frames; at the latest
 * after 4 s. Returns a cancel function. Nothing on the server.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1500);
  return () => clearTimeout(id);
}
