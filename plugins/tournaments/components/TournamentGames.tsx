import { Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useLoaded, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { gamePreviewUrl } from '@schemas/wire/game-preview';
import type { Tournament } from '@schemas/wire/promotions';
import { tournamentsApiState, type TournamentsApi } from '../api';
import { drawnKeys, fingerprint, playTile, type PlayTile } from '../drawn-reads';
import { studioList, studioName } from '../studio-name';
import styles from './TournamentGames.module.css';

/** Games per page of the list ("TournamentGamesByPage", spec part 2 §2). */
export const GAMES_PAGE_SIZE = 16;
/** The collection shown when every game counts (the lobby's top row). */
const TOP_PICKS = 'top';

/** One page of the games that score; `more`: a page follows. */
interface GamesPage {
  tiles: PlayTile[];
  more: boolean;
}

/**
 * The games that score (spec part 2 §2 "TournamentGamesByPage"): the tournament's own games (by identifier,
 * `POST /api/games_filter/select`) or its studios' games (`POST /api/games_filter`), a page at a time; when every
 * game counts, the top picks with a way into the catalogue. The
 * tiles are this plugin's own compact ones (the catalogue's tiles belong to the games plugin): art, title,
 * studio, and a link that plays — through registration for a guest (spec part 1 §4).
 *
 * The first page is read while rendering (issue 14: a guest's page comes from the server with it); later pages
 * are appended in the browser.
 */
export function TournamentGames({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const everyGame = tournament.games.length === 0 && tournament.providers.length === 0;
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
      <Suspense fallback={<GamesSkeleton count={Math.min(GAMES_PAGE_SIZE, tournament.games.length || GAMES_PAGE_SIZE)} />}>
        {/* A new list of games (its contents, not the object: a leaderboard event replaces the tournament) starts over. */}
        <GamesList key={`${tournament.id}:${tournament.games.join(',')}:${tournament.providers.join(',')}`} tournament={tournament} everyGame={everyGame} />
      </Suspense>
    </section>
  );
}

/** Page `page` of the tournament's games; `null` when the platform failed (logged by the client). */
function readGamesPage(api: TournamentsApi, tournament: Tournament, everyGame: boolean, page: number, device: Parameters<TournamentsApi['games']>[1]): Promise<GamesPage | null> {
  const load = tournament.games.length > 0
    ? api.games(tournament.games.slice((page - 1) * GAMES_PAGE_SIZE, page * GAMES_PAGE_SIZE), device).then((data) => ({ data, more: page * GAMES_PAGE_SIZE < tournament.games.length }))
    : api
        .filterGames(everyGame ? { category: TOP_PICKS } : { providers: tournament.providers }, page, GAMES_PAGE_SIZE, device)
        // Every game counts: a page of top picks, then the catalogue itself (`games.browse`).
        .then((answer) => ({ data: answer.data, more: !everyGame && answer.pagination.next_page !== null }));
  return load.then(({ data, more }) => ({ tiles: data.map(playTile), more }), () => null);
}

function GamesList({ tournament, everyGame }: { tournament: Tournament; everyGame: boolean }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const api = usePluginState(tournamentsApiState);
  const device = runtime.device;
  // A failure is an answer too (`null`): the page is drawn without the games, and the mounted list asks once more.
  const first = useLoaded(drawnKeys.games(device, runtime.locale.current, `${tournament.id}:${fingerprint(`${tournament.games.join(',')}|${tournament.providers.join(',')}`)}`), () => readGamesPage(api, tournament, everyGame, 1, device));
  const [pages, setPages] = useState<{ page: number; tiles: PlayTile[]; more: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  // The last page asked for: the first is the drawn one, unless its read failed (then the browser asks again).
  const [asked, setAsked] = useState(1);

  // Pages after what is shown (or the first again, when its read failed), in the browser.
  useEffect(() => {
    const shown = pages?.page ?? (first ? 1 : 0);
    if (asked <= shown) return;
    let live = true;
    void readGamesPage(api, tournament, everyGame, asked, device).then((answer) => {
      if (!live) return;
      if (!answer) {
        // The button asks for the same page again.
        setFailed(true);
        setAsked(shown);
        return;
      }
      setPages((previous) => ({ page: asked, tiles: [...(previous?.tiles ?? first?.tiles ?? []), ...answer.tiles], more: answer.more }));
    });
    return () => {
      live = false;
    };
    // The list is keyed by the tournament's games: `tournament` and `first` are this list's.
  }, [asked]); // eslint-disable-line react-hooks/exhaustive-deps
  const tiles = pages?.tiles ?? first?.tiles ?? null;
  const more = pages?.more ?? first?.more ?? false;
  // Top picks are a courtesy when every game counts: without them the line above says it all.
  if (!tiles) return failed ? (!everyGame && <p className={styles.note}>{t('games.failed')}</p>) : <GamesSkeleton count={Math.min(GAMES_PAGE_SIZE, tournament.games.length || GAMES_PAGE_SIZE)} />;
  return (
    <>
      <ul className={styles.grid}>
        {tiles.map((game) => <GameTile key={game.identifier} game={game} />)}
      </ul>
      {more && (
        <button type="button" className={styles.more} onClick={() => setAsked((pages?.page ?? 1) + 1)}>{t('games.more')}</button>
      )}
    </>
  );
}

/** The grid's tiles while the first page is on its way: the same boxes, so nothing moves when it arrives. */
function GamesSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.tile} aria-hidden="true"><div className={`${styles.media} ${styles.bone}`} /><p className={`${styles.name} ${styles.boneLine}`}>&nbsp;</p><p className={`${styles.studio} ${styles.boneLine}`}>&nbsp;</p></li>
      ))}
    </ul>
  );
}

/** One game: its name and studio are the link's text (a screen reader hears what is shown). */
function GameTile({ game }: { game: PlayTile }) {
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
