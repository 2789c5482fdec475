import { useEffect, useRef, useState } from 'react';
import { playerCurrency, useLoaded, usePluginState, useRuntime, useSession } from '@core/index';
import type { JackpotEntry } from '@schemas/wire/jackpots';
import { jackpotsApiState } from './api';

/** `ready` with the list, or `error` when it could not be read (the block shows its error or empty state). */
export type LoadStatus = 'ready' | 'error';

/** The currency on screen, from the session snapshot (re-renders when the active wallet changes). */
export function useDisplayCurrency(): string {
  const runtime = useRuntime();
  const session = useSession();
  return session.accounts.find((a) => a.active)?.currency ?? playerCurrency(runtime);
}

/**
 * The jackpots in the currency on screen, read while rendering (`useLoaded`, issue 14): suspends until the list is
 * there (wrap the block in Suspense with its skeleton), so a server-drawn page carries the cards and the browser
 * hydrates them from its boot data. The list's key holds the currency, the only input of its call. A failed read is
 * `error`, never a thrown error (`failed`): a jackpot block must not make the server give up drawing the page; a
 * later mount asks again.
 */
export function useJackpots(): { status: LoadStatus; jackpots: readonly JackpotEntry[]; currency: string } {
  const currency = useDisplayCurrency();
  const api = usePluginState(jackpotsApiState);
  const read = useLoaded<JackpotsRead>(`jackpots:list:${currency}`, () => api.jackpots(currency).then((jackpots) => ({ failed: false, jackpots })), {
    failed: { failed: true, jackpots: [] },
  });
  // A list from the page's boot data did not pass through the API: the live amounts start from it after mounting.
  useEffect(() => {
    if (!read.failed) api.adopt(currency, read.jackpots);
  }, [api, currency, read]);
  return { status: read.failed ? 'error' : 'ready', jackpots: read.jackpots, currency };
}

/** What `useJackpots` keeps under its key (plain data: it travels in a server-drawn page's boot data). */
interface JackpotsRead {
  failed: boolean;
  jackpots: JackpotEntry[];
}

/**
 * How long a channel stays held after its block left the screen. Joining or leaving a channel reconnects the page's
 * socket (core/realtime), and a push sent meanwhile (a player's jackpot win) would be lost: a block scrolled past
 * must not churn it. The block itself pauses at once (`active` turns false).
 */
export const RELEASE_AFTER_MS = 30_000;

/**
 * Holds a public channel (manifest `onDemand`) while the returned ref's element is on screen and the tab is shown,
 * and for `RELEASE_AFTER_MS` after: the socket is not opened for a block below the fold, and a block off screen for
 * long gets no events. `active` says whether the block is on screen now (a strip pauses when it is not).
 */
export function useChannelWhileVisible<E extends HTMLElement>(channel: string) {
  const runtime = useRuntime();
  const ref = useRef<E>(null);
  const [onScreen, setOnScreen] = useState(false);
  const [tabShown, setTabShown] = useState(true);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const update = () => setTabShown(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  const active = onScreen && tabShown;
  useEffect(() => {
    if (active) {
      setHeld(true);
      return;
    }
    const timer = setTimeout(() => setHeld(false), RELEASE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active]);
  useEffect(() => (held ? runtime.realtime.request(channel) : undefined), [held, runtime, channel]);
  return [ref, active] as const;
}
