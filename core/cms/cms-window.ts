/**
 * The window CMS HTML is parsed and sanitised in: the page's own in the browser. The server renderer has no page,
 * so it provides a DOM of its own (jsdom, DOMPurify's supported server-side DOM) once at start: a parser that holds
 * nothing of any request (fragments are detached and dropped after each use).
 */
let provided: (Window & typeof globalThis) | null = null;

export function provideCmsWindow(window: Window & typeof globalThis): void {
  provided = window;
}

export function cmsWindow(): Window & typeof globalThis {
  return provided ?? window;
}
