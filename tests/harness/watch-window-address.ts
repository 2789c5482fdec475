/**
 * Records who reads `window.location` or `window.history` (with `location`/`history` as globals, the same
 * properties), so router tests can check that routing goes through the runtime's navigation only.
 * `reads()` lists the first app frame of each read's stack; `stop()` puts the original properties back.
 */
export function watchWindowAddress() {
  const seen: string[] = [];
  const restore: (() => void)[] = [];
  for (const name of ['location', 'history'] as const) {
    const original = Object.getOwnPropertyDescriptor(window, name);
    if (!original?.get || !original.configurable) throw new Error(`window.${name} is not a configurable getter here`);
    Object.defineProperty(window, name, {
      ...original,
      get() {
        seen.push(`${name} from ${caller(new Error().stack ?? '')}`);
        return original.get!.call(this);
      },
    });
    restore.push(() => Object.defineProperty(window, name, original));
  }
  return {
    reads: () => [...seen],
    reset: () => void (seen.length = 0),
    stop: () => restore.forEach((undo) => undo()),
  };
}

/** The first stack frame outside this file and node_modules: the code that read the address. */
function caller(stack: string): string {
  const frames = stack.split('\n').slice(2).map((line) => line.trim());
  return frames.find((frame) => !frame.includes('watch-window-address') && !frame.includes('node_modules')) ?? frames[0] ?? '?';
}
