import { memo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { DEFAULT_CURRENCY } from '@config/limits';
import { playerCurrency, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { gameIdIn } from '@schemas/wire/game-currency-id';
import { gamePreviewUrl } from '@schemas/wire/game-preview';
import type { Game } from '@schemas/wire/games';
import { providerName } from '../provider-name';
import { gamesState } from '../state';
import { tileState } from '../tile-state';
import { tileBadge } from '../tile-badge';
import { limitText } from '../limit-text';
import { FavoriteToggle } from './FavoriteToggle';
import styles from './GameTile.module.css';

/**
 * Preview, title, studio, badges and (live and table games) the table limits; hover (or a first tap) shows
 * play, demo and the favourite toggle. One badge at most (`tileBadge`); `list` is the category the tile is
 * listed under, if one: its own badge would repeat the heading and is left out. The badge and limits sit on the
 * preview, so a tile is the same size with or without them.
 */
export const GameTile = memo(function GameTile({ game, list }: { game: Game; list?: string }) {
  const { t } = useTranslation('games');
  const session = useSession();
  const runtime = useRuntime();
  const store = usePluginState(gamesState);
  const favorites = useSnapshot(store.state);
  const [open, setOpen] = useState(false);
  const loggedIn = session.status === 'player';
  const currency = loggedIn ? (session.accounts.find((a) => a.active)?.currency ?? session.player?.currency ?? null) : null;
  const state = tileState(game, { loggedIn, currency, registrationPath: runtime.pathOf('registration') });
  const id = currency ? gameIdIn(game.currencies, currency) : null;
  const favorite = id !== null && (favorites.favoriteIds ?? []).includes(id);
  const badge = tileBadge(game.badges, list);
  // A guest sees the limits in the site's currency where the table has limits in it, else EUR; a player only those
  // of the active wallet (a table without them shows none: the player cannot play it in another currency).
  const siteCurrency = playerCurrency(runtime);
  const limitsCurrency = currency ?? (game.table_limits[siteCurrency] ? siteCurrency : DEFAULT_CURRENCY);
  const limits = game.table_limits[limitsCurrency];
  const limitsText = limits
    ? t('tile.limits', { min: limitText(limits.min_cents, limitsCurrency, runtime.locale.current), max: limitText(limits.max_cents, limitsCurrency, runtime.locale.current) })
    : null;

  return (
    <article className={styles.tile} data-testid="game-tile" data-game={game.identifier} data-open={open || undefined}>
      <div className={styles.media} onClick={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
        <img className={styles.image} src={gamePreviewUrl(game, runtime.site.gamePreviewUrl)} alt="" loading="lazy" decoding="async" width={300} height={400} />
        {badge && (
          <p className={styles.badges} data-testid="tile-badge">
            <span className={styles.badge} data-theme={badge.theme}>{t(`badge.${badge.type}`, { defaultValue: badge.type })}</span>
          </p>
        )}
        {limitsText && (
          <p className={styles.limits} data-testid="table-limits">
            <span className="visually-hidden">{t('tile.limitsLabel')} </span>
            {limitsText}
          </p>
        )}
        <div className={styles.overlay}>
          {state.currencyUnsupported ? (
            <p className={styles.unsupported} role="note">{t('tile.currencyUnsupported', { currency })}</p>
          ) : (
            state.playHref && (
              <Link href={state.playHref} className={styles.play} aria-label={t('tile.play', { title: game.title })}>
                <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true"><path d="M8 5v14l11-7z" fill="currentColor" /></svg>
              </Link>
            )
          )}
          {state.demoHref && (
            <Link href={state.demoHref} className={styles.demo} aria-label={t('tile.demoOf', { title: game.title })}>{t('tile.demo')}</Link>
          )}
        </div>
        {state.showFavorite && (
          <FavoriteToggle game={game} active={favorite} busy={favorites.pending.includes(game.identifier)} className={styles.favorite} />
        )}
      </div>
      <h3 className={styles.title} title={game.title}>{game.title}</h3>
      <p className={styles.provider}>{providerName(game.provider)}</p>
    </article>
  );
});
