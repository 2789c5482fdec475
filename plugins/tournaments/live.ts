import { defineRealtimeHandler, formatMoney, stateOf, type PluginRuntime } from '@core/index';
import { tournamentLeaderboardEventSchema, tournamentNotificationEventSchema, tournamentStatusSchema } from '@schemas/wire/promotions';
import type { TopPlayer, TournamentNotificationEvent, TournamentStatus } from '@schemas/wire/promotions';
import { ensureMine, ensureTournaments, loadStatus } from './actions';
import { tournamentsState } from './state';

/** Real-time updates (bound in the entry, loaded on the first event): the pages re-render from the store. */
export function applyStatusEvent(runtime: PluginRuntime, status: TournamentStatus): void {
  stateOf(runtime, tournamentsState).applyStatus(status);
}

export function applyLeaderboardEvent(runtime: PluginRuntime, event: { tournament_id: string; top_players: TopPlayer[] }): void {
  stateOf(runtime, tournamentsState).applyLeaderboard(event.tournament_id, event.top_players);
}

/**
 * A tournament the player took part in finished (`tournament_notifications`): a toast with their final place and
 * prize (money already credited), and the lists and the standing read again so cards and page show the result.
 */
export function applyNotification(runtime: PluginRuntime, event: TournamentNotificationEvent): void {
  const locale = runtime.locale.current;
  const prize = [
    event.money_award_cents > 0 ? formatMoney(event.money_award_cents, event.currency, locale).text : null,
    event.freespins_count > 0 ? runtime.i18n.t('tournaments:prize.freespins', { count: event.freespins_count, lng: locale }) : null,
  ].filter(Boolean).join(' + ');
  const key = event.award_place === null ? 'finished' : prize ? 'won' : 'placed';
  runtime.toasts.show({
    kind: prize ? 'success' : 'info',
    messageKey: `tournaments:notification.${key}`,
    values: { title: event.title, place: event.award_place, prize },
  });
  void ensureTournaments(runtime, { force: true });
  if (stateOf(runtime, tournamentsState).state.mineLoad !== 'idle') void ensureMine(runtime, { force: true });
  void loadStatus(runtime, event.tournament_id);
}

/** The channels' handlers with their payload schemas, loaded with this module on the first event. */
export const statusHandler = defineRealtimeHandler(tournamentStatusSchema, (status, runtime) => applyStatusEvent(runtime, status));
export const notificationHandler = defineRealtimeHandler(tournamentNotificationEventSchema, (event, runtime) => applyNotification(runtime, event));
export const leaderboardHandler = defineRealtimeHandler(tournamentLeaderboardEventSchema, (event, runtime) => applyLeaderboardEvent(runtime, event));
