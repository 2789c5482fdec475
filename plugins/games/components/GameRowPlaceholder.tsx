import { useMemo } from 'react';
import { rowCollection } from '../table-preference';
import { collectionRow } from './LobbyCollectionRow';

/**
 * `#GameRow[collection=top]#` (spec part 1 §2 "game row"): one catalogue collection as the lobby draws it — heading,
 * "show all" to its category page, at most 15 tiles, the row's skeleton while it loads; nothing for an unknown id.
 */
export function GameRowPlaceholder({ props }: { props: Record<string, string> }) {
  const collection = rowCollection(props);
  const Row = useMemo(() => (collection ? collectionRow(collection) : null), [collection]);
  return Row ? <Row /> : null;
}
