import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { Slot, Spinner, useDocumentHead, useNotFoundStatus, usePluginState, useRuntime, useSlotFilled, useTranslation, type RouteProps } from '@core/index';
import { GAME_PAGE_PANEL } from '@schemas/contracts/slots';
import { gamePreviewUrl } from '@schemas/wire/game-preview';
import { providerName } from '@schemas/wire/provider-name';
import { GameFrame } from '../components/GameFrame';
import { GameNotice } from '../components/GameNotice';
import { ProfileRequired } from '../components/ProfileRequired';
import type { Game } from '@schemas/wire/games';
import { useGameLaunch, useRouteGame } from '../use-game-launch';
import { gamePlayState } from '../play-state';
import styles from './GamePage.module.css';

/**
 * `/play/{producer}/{name}?mode=Real|Demo`: the game in a frame, or why it cannot start. The game is read while
 * rendering, so a guest's page comes from the server with its bar (title, mode, switch) over the frame's place; the
 * frame itself starts in the browser (the session is opened by the launch, in an effect).
 */
export default function GamePage({ params }: RouteProps) {
  const producer = params.producer ?? '';
  const name = params.name ?? '';
  const loading = (
    <div className={styles.page} data-testid="game-page" data-state="loading">
      <Spinner label="game" />
    </div>
  );
  return (
    <GameFailed key={`${producer}/${name}`}>
      <Suspense fallback={loading}>
        <RouteGame producer={producer} name={name} />
      </Suspense>
    </GameFailed>
  );
}

function RouteGame({ producer, name }: { producer: string; name: string }) {
  const game = useRouteGame(producer, name);
  return <GameScreen key={game?.identifier ?? 'none'} routeGame={game} />;
}

/** A failed game read (its call logged the code): not found, as a game that cannot be read always showed. */
class GameFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <NotFoundNotice /> : this.props.children;
  }
}

function NotFoundNotice() {
  const { t } = useTranslation('game-page');
  useDocumentHead({ noindex: true });
  useNotFoundStatus(true);
  return (
    <div className={styles.page} data-testid="game-page" data-state="not-found">
      <GameNotice title={t('notFound.title')} text={t('notFound.text')} />
    </div>
  );
}

function GameScreen({ routeGame }: { routeGame: Game | null }) {
  const { t } = useTranslation('game-page');
  const runtime = useRuntime();
  const mode = new URLSearchParams(useSearch()).get('mode');
  const state = useGameLaunch(routeGame, mode);
  const game = 'game' in state ? state.game : null;
  // Title, description and Open Graph (a shared link's preview) as the host wrote them for a visitor landing here
  // (server/page-seo.ts: same keys and values, issue 14).
  useDocumentHead({
    title: game ? t('documentTitle', { title: game.title, site: runtime.site.name }) : runtime.site.name,
    description: game ? t('description', { title: game.title, provider: providerName(game.provider), site: runtime.site.name }) : undefined,
    openGraph: game ? { title: game.title, image: gamePreviewUrl(game, runtime.site.gamePreviewUrl), type: 'game' } : undefined,
    noindex: state.kind === 'not-found' || undefined,
  });
  useNotFoundStatus(state.kind === 'not-found');
  // Between the game's bar and its frame, other plugins' blocks (the bonus wagering bar): its line is reserved in real
  // play, where they draw one, so nothing moves when they fill in; the frame leaves room for it (`--game-panel-height`).
  const panel = useSlotFilled(GAME_PAGE_PANEL);
  const reserved = panel && state.kind === 'ready' && state.mode === 'Real';
  // The running game for GAME_PAUSE_SERVICE (issue 13: the reality check pauses it); cleared when it closes.
  const play = usePluginState(gamePlayState);
  const { pauses } = useSnapshot(play);
  const runningGame = state.kind === 'ready' ? state.game.identifier : null;
  const runningMode = state.kind === 'ready' && state.mode === 'Real' ? 'real' : 'demo';
  useEffect(() => {
    if (!runningGame) return;
    play.running = { gameIdentifier: runningGame, mode: runningMode };
    return () => {
      play.running = null;
    };
  }, [play, runningGame, runningMode]);
  // The game's bar over its frame: while the session starts (the stage keeps its place) and once it runs.
  const frame =
    state.kind === 'ready'
      ? { game: state.game, mode: state.mode, url: state.url }
      : state.kind === 'loading' && state.game && state.mode
        ? { game: state.game, mode: state.mode, url: null }
        : null;
  return (
    <div className={`${styles.page} ${reserved ? styles.withPanel : ''}`} data-testid="game-page" data-state={state.kind}>
      {state.kind === 'loading' && !(state.game && state.mode) && <Spinner label="game" />}
      {state.kind === 'not-found' && <GameNotice title={t('notFound.title')} text={t('notFound.text')} />}
      {state.kind === 'restricted' && <GameNotice title={t('restricted.title')} text={t('restricted.text')} />}
      {state.kind === 'no-demo' && (
        <GameNotice title={t('noDemo.title')} text={t('noDemo.text')} action={{ href: `/play/${state.game.provider}/${state.game.slug}?mode=Real`, label: t('playReal') }} />
      )}
      {state.kind === 'failed' && <GameNotice title={t('failed.title')} text={state.message ?? t('failed.text')} />}
      {state.kind === 'profile' && <ProfileRequired game={state.game} fields={state.fields} />}
      {/* One frame from the loading bar on (the same element: the bar stays put while the game starts). */}
      {frame && (
        <GameFrame
          game={frame.game}
          mode={frame.mode}
          url={frame.url}
          paused={pauses.length > 0}
          panel={
            panel &&
            frame.url !== null && (
              <div className={reserved ? styles.panel : styles.unreserved}>
                <Slot contract={GAME_PAGE_PANEL} props={{ gameIdentifier: frame.game.identifier, mode: frame.mode === 'Real' ? ('real' as const) : ('demo' as const) }} />
              </div>
            )
          }
        />
      )}
    </div>
  );
}
