import type { InboxItem } from './rules/inbox';

/**
 * The inbox kept across reloads (issue 17: IndexedDB, per player, cleared at logout): one record per player id in
 * one object store. Best effort: without IndexedDB (private windows, tests) the inbox lives for the page only and
 * the platform's list fills it again.
 */
const DB_NAME = 'croupier-notifications';
const STORE = 'inbox';

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await open();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    } finally {
      db.close();
    }
  });
}

export async function readStoredInbox(playerId: string): Promise<InboxItem[]> {
  const stored = await run<unknown>('readonly', (store) => store.get(playerId));
  return Array.isArray(stored) ? (stored as InboxItem[]) : [];
}

export async function writeStoredInbox(playerId: string, items: readonly InboxItem[]): Promise<void> {
  // Plain copies: IndexedDB clones values, and valtio's proxies are not cloneable.
  await run('readwrite', (store) => store.put(JSON.parse(JSON.stringify(items)) as unknown, playerId));
}

export async function clearStoredInboxes(): Promise<void> {
  await run('readwrite', (store) => store.clear());
}
