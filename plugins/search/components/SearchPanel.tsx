import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Icon, Spinner, usePluginState, useRuntime, useTranslation } from '@core/index';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@config/timing';
import type { Game } from '@schemas/wire/games';
import { searchState } from '../state';
import { useDebouncedValue } from '../use-debounced-value';
import { useGameSearch } from '../use-game-search';
import { SearchResult } from './SearchResult';
import styles from './SearchPanel.module.css';

/** The search box and its results, navigable with arrow keys and Enter (a combobox with a listbox). */
export function SearchPanel({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('search');
  const runtime = useRuntime();
  const store = usePluginState(searchState);
  const { query } = useSnapshot(store.state);
  const settled = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const searching = settled.length >= SEARCH_MIN_CHARS;
  const { games, loading, failed } = useGameSearch(settled);
  const [active, setActive] = useState(-1);
  const listId = useId();
  useEffect(() => setActive(-1), [games]);

  const open = (game: Game) => {
    onOpen();
    runtime.navigate(`/play/${game.provider}/${game.slug}`);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!games || games.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + games.length) % games.length);
    } else if (event.key === 'Enter' && active >= 0 && games[active]) {
      event.preventDefault();
      open(games[active]);
    }
  };
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <Icon name="search" size={20} />
        <input
          className={styles.input}
          type="search"
          value={query}
          autoFocus
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          role="combobox"
          aria-expanded={Boolean(games?.length)}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          onChange={(e) => (store.state.query = e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
      </div>
      <p className={styles.heading} aria-live="polite">
        {searching ? (games && games.length > 0 ? t('results', { count: games.length }) : '') : query.trim().length > 0 ? t('tooShort', { count: SEARCH_MIN_CHARS }) : t('recommended')}
      </p>
      {loading && !games && <Spinner label="search" />}
      {failed && <p className={styles.empty} role="alert">{t('failed')}</p>}
      {searching && games?.length === 0 && (
        <div className={styles.empty} data-testid="search-empty">
          <p className={styles.emptyTitle}>{t('empty.title', { query: settled })}</p>
          <p>{t('empty.refine')}</p>
        </div>
      )}
      {games && games.length > 0 && (
        <ul id={listId} role="listbox" className={styles.list} aria-label={t(searching ? 'resultsLabel' : 'recommended')} data-testid="search-results">
          {games.map((game, i) => (
            <SearchResult key={game.identifier} id={optionId(i)} game={game} active={i === active} onOpen={() => open(game)} onHover={() => setActive(i)} />
          ))}
        </ul>
      )}
    </div>
  );
}
