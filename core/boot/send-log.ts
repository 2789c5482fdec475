import type { LogEntry } from '../log/logger';
import { readCookie } from './cookies';

/** Best effort `PUT /log` (spec part 1 §7): never retried, never throws, never blocks the page. */
export function sendLogEntry(entry: LogEntry) {
  try {
    void fetch('/log', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': readCookie('csrf_token') ?? '' },
      body: JSON.stringify({ events: [entry] }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // diagnostics must never break the page
  }
}
