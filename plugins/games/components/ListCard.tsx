import type { ListItem } from '../list-items';
import { CashbackCard } from './CashbackCard';
import { GameTile } from './GameTile';
import { RandomGameCard } from './RandomGameCard';

/** One cell of a game list: a game, or one of the special cards placed among them; `list` as for GameTile. */
export function ListCard({ item, list }: { item: ListItem; list?: string }) {
  if (item.kind === 'random') return <RandomGameCard />;
  if (item.kind === 'cashback') return <CashbackCard />;
  return <GameTile game={item.game} list={list} />;
}

export const listItemKey = (item: ListItem) => (item.kind === 'game' ? item.game.identifier : item.kind);
