import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { gamePreviewUrl } from '@schemas/wire/game-preview';
import type { Game } from '@schemas/wire/games';
import type { Tournament } from '@schemas/wire/promotions';
import { tournamentsApiState } from '../api';
import { studioList, studioName } from '../studio-name';
import styles from './TournamentGames.module.css';

/** Games per page of the list ("TournamentGamesByPage", spec part 2 §2). */
export const GAMES_PAGE_SIZE = 16;
/** The collection shown when every game counts (the lobby's top row). */
const TOP_PICKS = 'top';

/**
 * The games that score (spec part 2 §2 "TournamentGamesByPage"): the tournament's own games (by identifier,
 * `POST /api/games_filter/select`) or its studios' games (`POST /api/games_filter`), a page at a time; when every
 * game counts, the top picks with a way into the catalogue. The
 * tiles are this plugin's own compact ones (the catalogue's tiles belong to the games plugin): art, title,
 * studio, and a link that plays — through registration for a guest (spec part 1 §4).
 */
export function TournamentGames({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const api = usePluginState(tournamentsApiState);
  const [games, setGames] = useState<Game[] | null>(null);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const everyGame = tournament.games.length === 0 && tournament.providers.length === 0;
  const gamesKey = tournament.games.join(',');
  const providersKey = tournament.providers.join(',');

  useEffect(() => {
    let live = true;
    const device = runtime.device;
    const load = tournament.games.length > 0
      ? api.games(tournament.games.slice((page - 1) * GAMES_PAGE_SIZE, page * GAMES_PAGE_SIZE), device).then((data) => ({ data, next: page * GAMES_PAGE_SIZE < tournament.games.length }))
      : api
          .filterGames(everyGame ? { category: TOP_PICKS } : { providers: tournament.providers }, page, GAMES_PAGE_SIZE, device)
          // Every game counts: a page of top picks, then the catalogue itself (`games.browse`).
          .then((answer) => ({ data: answer.data, next: !everyGame && answer.pagination.next_page !== null }));
    load
      .then(({ data, next }) => {
        if (!live) return;
        setGames((previous) => (page === 1 ? data : [...(previous ?? []), ...data]));
        setMore(next);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // The lists' contents, not their identity: a leaderboard event replaces the tournament object, not its games.
  }, [api, page, everyGame, gamesKey, providersKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className={styles.section} aria-labelledby="games-title" data-testid="tournament-games">
      <h2 id="games-title" className={styles.title}>{t('games.title')}</h2>
      {everyGame ? (
        <div className={styles.every}>
          <p>{t('games.every')}</p>
          <Link href="/pokies" className={styles.browse}>{t('games.browse')}</Link>
        </div>
      ) : tournament.games.length === 0 && (
        <p className={styles.note}>{t('games.studios', { studios: studioList(tournament.providers, runtime.locale.current) })}</p>
      )}
      {failed && !games ? (
        // Top picks are a courtesy when every game counts: without them the line above says it all.
        !everyGame && <p className={styles.note}>{t('games.failed')}</p>
      ) : (
        <>
          <ul className={styles.grid} aria-busy={games === null || undefined}>
            {games === null
              ? Array.from({ length: Math.min(GAMES_PAGE_SIZE, tournament.games.length || GAMES_PAGE_SIZE) }, (_, i) => (
                  <li key={i} className={styles.tile} aria-hidden="true"><div className={`${styles.media} ${styles.bone}`} /><p className={`${styles.name} ${styles.boneLine}`}>&nbsp;</p><p className={`${styles.studio} ${styles.boneLine}`}>&nbsp;</p></li>
                ))
              : games.map((game) => <GameTile key={game.identifier} game={game} />)}
          </ul>
          {more && (
            <button type="button" className={styles.more} onClick={() => setPage((p) => p + 1)}>{t('games.more')}</button>
          )}
        </>
      )}
    </section>
  );
}

/** One game: its name and studio are the link's text (a screen reader hears what is shown). */
function GameTile({ game }: { game: Game }) {
  const runtime = useRuntime();
  const session = useSession();
  const play = `/play/${game.provider}/${game.slug}?mode=Real`;
  const href = session.status === 'player' ? play : `${runtime.pathOf('registration')}?redirect=${encodeURIComponent(play)}`;
  return (
    <li className={styles.tile} data-testid="tournament-game" data-game={game.identifier}>
      <Link href={href} className={styles.link}>
        <span className={styles.media}>
          <img src={gamePreviewUrl(game, runtime.site.gamePreviewUrl)} alt="" loading="lazy" decoding="async" width={300} height={400} />
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22"><path d="M8 5v14l11-7z" fill="currentColor" /></svg>
          </span>
        </span>
        <span className={styles.name}>{game.title}</span>
        <span className={styles.studio}>{studioName(game.provider)}</span>
      </Link>
    </li>
  );
}
