/**
 * Client diagnostics (spec part 1 §7 `PUT /log`, §8 codes). Codes are upper case, e.g. `LOAD_GAMES_ERROR`.
 * Each runtime has its own logger; `report` is reported once per key so that a broken plugin does not flood.
 */
export interface LogEntry {
  level: 'error' | 'warn' | 'info';
  code: string;
  details?: unknown;
  at: string;
}

export interface Logger {
  error(code: string, details?: unknown): void;
  warn(code: string, details?: unknown): void;
  info(code: string, details?: unknown): void;
  /** Logs an error only the first time `key` is seen in this runtime. */
  once(key: string, code: string, details?: unknown): void;
  entries(): readonly LogEntry[];
}

export function createLogger(send?: (entry: LogEntry) => void, keep = 200): Logger {
  const kept: LogEntry[] = [];
  const seen = new Set<string>();
  const write = (level: LogEntry['level'], code: string, details?: unknown) => {
    const entry: LogEntry = { level, code, details: toPlain(details), at: new Date().toISOString() };
    kept.push(entry);
    if (kept.length > keep) kept.shift();
    const line = `[croupier] ${code}`;
    if (level === 'error') console.error(line, entry.details ?? '');
    else if (level === 'warn') console.warn(line, entry.details ?? '');
    if (level !== 'info') send?.(entry);
  };
  return {
    error: (code, details) => write('error', code, details),
    warn: (code, details) => write('warn', code, details),
    info: (code, details) => write('info', code, details),
    once(key, code, details) {
      if (seen.has(key)) return;
      seen.add(key);
      write('error', code, details);
    },
    entries: () => kept,
  };
}

function toPlain(details: unknown): unknown {
  if (details instanceof Error) return { name: details.name, message: details.message };
  return details;
}
