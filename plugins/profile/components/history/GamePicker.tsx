import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@core/index';
import styles from './GamePicker.module.css';

export interface GameChoice {
  identifier: string;
  title: string;
  provider: string;
}

/** Spec part 1 §4: a search starts from 3 characters, 300 ms after the last key. */
const SEARCH_MIN = 3;
const SEARCH_DELAY_MS = 300;

interface Props {
  value: GameChoice | null;
  onChange(game: GameChoice | null): void;
  /** Games the player is known to have played (this list's rounds, the recently played). */
  known: readonly GameChoice[];
  /** The catalogue's title search; a failure just finds nothing. */
  search(title: string): Promise<GameChoice[]>;
}

/**
 * The history's game filter: a button naming the chosen game that opens a small panel with a search field,
 * "All games", the games the player played and, from three letters on, matches from the catalogue.
 */
export function GamePicker({ value, onChange, known, search }: Props) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<GameChoice[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    const text = query.trim();
    if (text.length < SEARCH_MIN) return setFound([]);
    let live = true;
    const timer = setTimeout(() => void search(text).then((games) => live && setFound(games), () => live && setFound([])), SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, search]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const pick = (game: GameChoice | null) => {
    onChange(game);
    setOpen(false);
    setQuery('');
  };
  const text = query.trim().toLowerCase();
  const played = known.filter((g) => !text || g.title.toLowerCase().includes(text));
  const more = found.filter((g) => !played.some((p) => p.identifier === g.identifier));

  return (
    <div className={styles.picker} ref={root}>
      <div className={styles.field}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          <span className={styles.label}>{t('history.filter.game')}</span>
          <span className={styles.value}>{value ? value.title : t('history.filter.allGames')}</span>
          <span className={styles.chevron} aria-hidden="true">▾</span>
        </button>
        {value && (
          <button type="button" className={styles.clear} onClick={() => pick(null)} aria-label={t('history.filter.clearGame', { title: value.title })}>
            ×
          </button>
        )}
      </div>
      {open && (
        <div className={styles.panel} id={panelId}>
          <input
            className={styles.search}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('history.filter.searchGame')}
            aria-label={t('history.filter.searchGame')}
            autoFocus
          />
          <ul className={styles.options} aria-label={t('history.filter.game')}>
            <li>
              <button type="button" className={styles.option} aria-pressed={value === null} onClick={() => pick(null)}>
                {t('history.filter.allGames')}
              </button>
            </li>
            {played.length > 0 && <li className={styles.group}>{t('history.filter.played')}</li>}
            {played.map((game) => (
              <GameOption key={game.identifier} game={game} selected={value?.identifier === game.identifier} onPick={pick} />
            ))}
            {more.length > 0 && <li className={styles.group}>{t('history.filter.catalogue')}</li>}
            {more.map((game) => (
              <GameOption key={game.identifier} game={game} selected={value?.identifier === game.identifier} onPick={pick} />
            ))}
            {text.length >= SEARCH_MIN && played.length === 0 && more.length === 0 && <li className={styles.none}>{t('history.filter.noGame')}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}

function GameOption({ game, selected, onPick }: { game: GameChoice; selected: boolean; onPick(game: GameChoice): void }) {
  return (
    <li>
      <button type="button" className={styles.option} aria-pressed={selected} onClick={() => onPick(game)}>
        <span className={styles.optionTitle}>{game.title}</span>
        <span className={styles.optionProvider}>{game.provider}</span>
      </button>
    </li>
  );
}
