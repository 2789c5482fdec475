export interface IdleTitleOptions {
  doc: Pick<Document, 'hidden' | 'title' | 'addEventListener' | 'removeEventListener'>;
  /** Titles to rotate through, read when rotation starts (so they follow the current language). */
  titles: () => string[];
  delayMs: number;
  stepMs: number;
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout; setInterval: typeof setInterval; clearInterval: typeof clearInterval };
}

/**
 * Spec part 1 §4: when the tab has been hidden for 2 s the title rotates; it stops, and the page's own
 * title comes back, as soon as the tab is visible again. Returns a function that removes the listener.
 */
export function startIdleTitle({ doc, titles, delayMs, stepMs, timers = globalThis }: IdleTitleOptions): () => void {
  let wait: ReturnType<typeof setTimeout> | null = null;
  let rotation: ReturnType<typeof setInterval> | null = null;
  let original: string | null = null;

  const stop = () => {
    if (wait) timers.clearTimeout(wait);
    if (rotation) timers.clearInterval(rotation);
    wait = rotation = null;
    if (original !== null) doc.title = original;
    original = null;
  };
  const rotate = () => {
    const list = titles().filter(Boolean);
    if (list.length === 0) return;
    original = doc.title;
    let index = 0;
    doc.title = list[0]!;
    rotation = timers.setInterval(() => {
      index = (index + 1) % list.length;
      doc.title = list[index]!;
    }, stepMs);
  };
  const onChange = () => {
    if (doc.hidden) {
      if (!wait && !rotation) wait = timers.setTimeout(() => ((wait = null), rotate()), delayMs);
    } else stop();
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => {
    doc.removeEventListener('visibilitychange', onChange);
    stop();
  };
}
