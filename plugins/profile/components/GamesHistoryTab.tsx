import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Spinner, usePluginState, useRuntime, useTranslation } from '@core/index';
import { gamePreviewUrl } from '@schemas/wire/game-preview';
import type { PlayedGame } from '@schemas/wire/games';
import { profileApiState } from '../api';
import { FormBanner } from '@core/forms';
import styles from './Panel.module.css';
import list from './GamesHistoryTab.module.css';

type Played = PlayedGame[];

/** The games the player played last (`GET /api/player/played_games` joined with their games), newest first. */
export function GamesHistoryTab() {
  const runtime = useRuntime();
  const api = usePluginState(profileApiState);
  const { t } = useTranslation('profile');
  const [games, setGames] = useState<Played | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    api.playedGames().then((g) => live && setGames(g), () => live && setGames('failed'));
    return () => {
      live = false;
    };
  }, [api]);
  const when = new Intl.DateTimeFormat(runtime.locale.current, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={styles.panel} aria-labelledby="profile-history">
      <h2 id="profile-history" className={styles.title}>{t('nav.games-history')}</h2>
      {games === null && <Spinner label="history" />}
      {games === 'failed' && <FormBanner tone="error">{t('core:errors.generic')}</FormBanner>}
      {Array.isArray(games) && games.length === 0 && <p className={styles.muted}>{t('history.empty')}</p>}
      {Array.isArray(games) && games.length > 0 && (
        <ul className={list.list}>
          {games.map((game) => (
            <li key={game.identifier} className={list.row}>
              <img className={list.thumb} src={gamePreviewUrl(game, runtime.site.gamePreviewUrl)} alt="" loading="lazy" />
              <span className={list.info}>
                <span className={list.title}>{game.title}</span>
                <span className={list.meta}>{game.provider} · {t('history.lastPlayed', { date: when.format(new Date(game.last_activity_at)) })}</span>
              </span>
              <Link className={list.play} href={`/play/${game.provider}/${game.slug}`}>{t('history.play')}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
