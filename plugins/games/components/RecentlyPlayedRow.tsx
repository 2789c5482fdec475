import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LOBBY_ROW_MAX_GAMES } from '@config/limits';
import { usePluginState, useRuntime, useTranslation } from '@core/index';
import { gamesActionsState } from '../actions';
import { gamesState } from '../state';
import { GameRow } from './GameRow';

/** The player's recently played games (spec §4 game route), loaded on login and when the lobby opens. */
export default function RecentlyPlayedRow() {
  const { t } = useTranslation('games');
  const store = usePluginState(gamesState);
  const runtime = useRuntime();
  const actions = usePluginState(gamesActionsState);
  useSnapshot(store.state); // re-render when the list changes; render from the proxy (plain Game objects)
  const recent = store.state.recent;
  useEffect(() => {
    if (runtime.session.status === 'player') void actions.loadRecent();
  }, [actions, runtime]);
  if (!recent || recent.length === 0) return null;
  return <GameRow id="recent" title={t('row.recent')} games={recent.slice(0, LOBBY_ROW_MAX_GAMES)} />;
}
