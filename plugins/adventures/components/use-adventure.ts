import { useCallback, useEffect, useState } from 'react';
import { stateOf, useRuntime, useVisibility } from '@core/index';
import { adventuresApiState } from '../api';
import { buildCalendar, type CalendarView } from '../rules/calendar';

export type AdventureState =
  | { status: 'loading' }
  /** No adventure for this visitor: a guest, switched off, or not their groups. */
  | { status: 'none' }
  | { status: 'failed' }
  | { status: 'ready'; calendar: CalendarView };

/**
 * The player's calendar: the `vip-adventures` document and their standing, read on mount, again when the tab comes
 * back to the front (bets made in a game tab moved it; the platform pushes no adventure event), and on `reload`.
 */
export function useAdventure(): AdventureState & { reload: () => void } {
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const [state, setState] = useState<AdventureState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!loggedIn) return setState({ status: 'none' });
    let live = true;
    const api = stateOf(runtime, adventuresApiState);
    void Promise.all([api.calendar(), api.progress()])
      .then(([document, progress]) => {
        if (!live) return;
        const calendar = buildCalendar(document, progress, runtime.locale.current);
        setState(calendar ? { status: 'ready', calendar } : { status: 'none' });
      })
      .catch(() => live && setState((before) => (before.status === 'ready' ? before : { status: 'failed' })));
    return () => {
      live = false;
    };
  }, [runtime, loggedIn, round]);

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  return { ...state, reload };
}
