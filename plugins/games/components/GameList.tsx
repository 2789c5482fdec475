import { Spinner, useTranslation } from '@core/index';
import { buildListItems, type RandomPlacement } from '../list-items';
import type { PagedGames } from '../use-paged-games';
import { GameGrid } from './GameGrid';
import { ListFailedMessage } from './ListFailed';
import styles from './GameList.module.css';

/** A paged list with its states: loading, failed (retry), empty, and the grid with infinite scroll; `list`: its category. */
export function GameList({
  paged,
  label,
  random = 'none',
  cashback = false,
  list,
}: {
  paged: PagedGames;
  label: string;
  random?: RandomPlacement;
  cashback?: boolean;
  list?: string;
}) {
  const { t } = useTranslation('games');
  if (paged.failed && paged.games.length === 0) return <ListFailedMessage />;
  if (paged.games.length === 0) {
    return paged.loading ? <Spinner label="games" /> : <p className={styles.state}>{t('list.empty')}</p>;
  }
  const items = buildListItems(paged.games, { random, cashback, complete: paged.complete });
  return (
    <>
      <GameGrid items={items} label={label} list={list} onNearEnd={paged.complete ? undefined : paged.loadMore} />
      {paged.loading && <Spinner label="more games" />}
    </>
  );
}
