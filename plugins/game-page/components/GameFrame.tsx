import { useRef, useState, useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, Spinner, useTranslation } from '@core/index';
import type { Game } from '@schemas/wire/games';
import type { PlayMode } from '../launch-rules';
import styles from './GameFrame.module.css';

/**
 * The game's frame with a bar: title, real/demo switch, fullscreen and close. `panel`: a line between the bar and
 * the frame (other plugins' blocks, e.g. the bonus wagering bar), so it stays in sight on a phone. `paused` (a reality
 * check over it, issue 13): the frame is covered and inert, so the game takes no click, key or focus until resumed.
 * `url: null`: the game's session is still starting (and always on a server-drawn page): the stage holds the frame's
 * place, the same size, so nothing moves when the game arrives.
 */
export function GameFrame({ game, mode, url, panel, paused = false }: { game: Game; mode: PlayMode; url: string | null; panel?: ReactNode; paused?: boolean }) {
  const { t } = useTranslation('game-page');
  const box = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void box.current?.requestFullscreen?.().catch(() => undefined);
  };
  const other: PlayMode = mode === 'Real' ? 'Demo' : 'Real';
  const canSwitch = other === 'Real' || game.has_demo_mode;
  return (
    <section className={styles.wrap} aria-label={game.title}>
      <header className={styles.bar}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{game.title}</h1>
          <span className={styles.mode} data-mode={mode}>{t(mode === 'Real' ? 'mode.real' : 'mode.demo')}</span>
        </div>
        <div className={styles.tools}>
          {canSwitch && (
            <Link href={`/play/${game.provider}/${game.slug}?mode=${other}`} className={styles.switch}>
              {t(other === 'Real' ? 'playReal' : 'playDemo')}
            </Link>
          )}
          <button type="button" className={styles.icon} onClick={toggleFullscreen} aria-pressed={fullscreen} aria-label={t(fullscreen ? 'exitFullscreen' : 'fullscreen')} data-testid="fullscreen">
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d={fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
            </svg>
          </button>
          <Link href="/" className={styles.icon} aria-label={t('close')}>
            <Icon name="close" size={18} />
          </Link>
        </div>
      </header>
      {panel}
      <div ref={box} className={styles.stage} data-paused={paused || undefined} inert={paused}>
        {url === null ? (
          <div className={styles.frame} data-testid="game-frame-placeholder" aria-busy="true">
            <Spinner label="game" />
          </div>
        ) : (
          // `allow="fullscreen"` only: with the legacy `allowfullscreen` beside it Chromium warns on every game.
          <iframe className={styles.frame} src={url} title={t('frameTitle', { title: game.title })} allow="fullscreen; autoplay" />
        )}
        {paused && <div className={styles.pause} data-testid="game-paused" aria-hidden="true" />}
      </div>
    </section>
  );
}
