import { subscribe } from 'valtio';
import { browserStorage, type PluginRuntime } from '@core/index';
import { detectEmbedding, type Embedding } from './rules/parent-origin';
import { acceptedCommand, isForeignLink, type ParentMessage } from './rules/parent-messages';
import { REMEMBERED_KEY } from './remembered';

export interface Bridge {
  embedding: Embedding;
  post(message: ParentMessage): void;
  stop(): void;
}

/** A fingerprint of what the parent shows of the player: sign-in state and each wallet's balance. */
function sessionPrint(runtime: PluginRuntime): string | null {
  const { status, accounts } = runtime.session;
  if (status === 'unknown') return null;
  return `${status}|${accounts.map((a) => `${a.currency}:${a.amount_cents}`).join(',')}`;
}

/**
 * Starts webview / iframe mode when the site is embedded by an allowed parent (rules/parent-origin.ts): posts
 * `refresh_user` on sign-in, sign-out and balance changes, hands foreign links to the parent (`redirect`), answers
 * the parent's `refresh_user` by reloading the player, and ignores every message from another origin.
 */
export function startBridge(runtime: PluginRuntime, parentOrigins: readonly string[], win: Window = window): Bridge {
  const storage = browserStorage('session');
  const query = new URLSearchParams(win.location.search);
  const embedding = detectEmbedding(
    {
      framed: win.parent !== win,
      ancestorOrigin: win.location.ancestorOrigins?.[0],
      referrer: win.document.referrer,
      flagged: ['1', 'true', 'webview', 'iframe'].includes(query.get('embedded') ?? ''),
      ownOrigin: win.location.origin,
      remembered: storage?.getItem(REMEMBERED_KEY),
    },
    parentOrigins,
  );
  if (!embedding) return { embedding: null, post: () => undefined, stop: () => undefined };
  storage?.setItem(REMEMBERED_KEY, embedding.targetOrigin);
  win.document.documentElement.dataset.embedded = embedding.mode;

  const target = embedding.mode === 'iframe' ? win.parent : win;
  const post = (message: ParentMessage) => target.postMessage(message, embedding.targetOrigin);

  const onMessage = (event: MessageEvent) => {
    // The webview posts to itself: its own `refresh_user` must not loop back as a command.
    if (embedding.mode === 'webview' && (event.data as { source?: unknown } | null)?.source === 'croupier') return;
    if (acceptedCommand(event, embedding.targetOrigin)) void runtime.refreshSession();
  };
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || event.defaultPrevented || anchor.target === '_blank' || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    if (!isForeignLink(anchor.href, win.location.origin)) return;
    event.preventDefault();
    post({ source: 'croupier', type: 'redirect', url: anchor.href });
  };
  win.addEventListener('message', onMessage);
  win.document.addEventListener('click', onClick, true);

  let last = sessionPrint(runtime);
  const unsubscribe = subscribe(runtime.session, () => {
    const now = sessionPrint(runtime);
    if (now === null || now === last) return;
    // The first settled state (boot) is what the parent already knows; changes after it are news.
    const changed = last !== null;
    last = now;
    if (changed) post({ source: 'croupier', type: 'refresh_user', signed_in: runtime.session.status === 'player' });
  });

  return {
    embedding,
    post,
    stop() {
      unsubscribe();
      win.removeEventListener('message', onMessage);
      win.document.removeEventListener('click', onClick, true);
    },
  };
}
