import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { Slot, Spinner, useDocumentHead, usePluginState, useRuntime, useSlotFilled, useTranslation, type RouteProps } from '@core/index';
import { GAME_PAGE_PANEL } from '@schemas/contracts/slots';
import { gamePreviewUrl } from '@schemas/wire/game-preview';
import { GameFrame } from '../components/GameFrame';
import { GameNotice } from '../components/GameNotice';
import { ProfileRequired } from '../components/ProfileRequired';
import { useGameLaunch } from '../use-game-launch';
import { gamePlayState } from '../play-state';
import styles from './GamePage.module.css';

/** `/play/{producer}/{name}?mode=Real|Demo`: the game in a frame, or why it cannot start. */
export default function GamePage({ params }: RouteProps) {
  const { t } = useTranslation('game-page');
  const runtime = useRuntime();
  const mode = new URLSearchParams(useSearch()).get('mode');
  const state = useGameLaunch(params.producer ?? '', params.name ?? '', mode);
  const game = 'game' in state ? state.game : null;
  // Title and Open Graph (a shared link's preview) as the host wrote them for a visitor landing here (issue 14).
  useDocumentHead({
    title: game ? t('documentTitle', { title: game.title, site: runtime.site.name }) : runtime.site.name,
    openGraph: game ? { title: game.title, image: gamePreviewUrl(game, runtime.site.gamePreviewUrl), type: 'game' } : undefined,
  });
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
  return (
    <div className={`${styles.page} ${reserved ? styles.withPanel : ''}`} data-testid="game-page" data-state={state.kind}>
      {state.kind === 'loading' && <Spinner label="game" />}
      {state.kind === 'not-found' && <GameNotice title={t('notFound.title')} text={t('notFound.text')} />}
      {state.kind === 'restricted' && <GameNotice title={t('restricted.title')} text={t('restricted.text')} />}
      {state.kind === 'no-demo' && (
        <GameNotice title={t('noDemo.title')} text={t('noDemo.text')} action={{ href: `/play/${state.game.provider}/${state.game.slug}?mode=Real`, label: t('playReal') }} />
      )}
      {state.kind === 'failed' && <GameNotice title={t('failed.title')} text={state.message ?? t('failed.text')} />}
      {state.kind === 'profile' && <ProfileRequired game={state.game} fields={state.fields} />}
      {state.kind === 'ready' && (
        <GameFrame
          game={state.game}
          mode={state.mode}
          url={state.url}
          paused={pauses.length > 0}
          panel={
            panel && (
              <div className={reserved ? styles.panel : styles.unreserved}>
                <Slot contract={GAME_PAGE_PANEL} props={{ gameIdentifier: state.game.identifier, mode: state.mode === 'Real' ? ('real' as const) : ('demo' as const) }} />
              </div>
            )
          }
        />
      )}
    </div>
  );
}
