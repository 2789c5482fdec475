import { Icon, stateOf, useRuntime, useTranslation } from '@core/index';
import type { Game } from '@schemas/wire/games';

/** The heart on a tile (players only); disabled while its request runs, which guards against double taps. */
export function FavoriteToggle({ game, active, busy, className }: { game: Game; active: boolean; busy: boolean; className?: string }) {
  const { t } = useTranslation('games');
  const runtime = useRuntime();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={active}
      aria-busy={busy || undefined}
      data-testid="favorite-toggle"
      aria-label={t(active ? 'favorites.remove' : 'favorites.add', { title: game.title })}
      onClick={(event) => {
        event.stopPropagation();
        // Tiles render for guests too: the actions load with the first tap, not with every game row.
        if (!busy) void import('../actions').then(({ gamesActionsState }) => stateOf(runtime, gamesActionsState).toggleFavorite(game));
      }}
    >
      <Icon name="heart" size={18} />
    </button>
  );
}
