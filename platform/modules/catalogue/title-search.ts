import type { CatalogueIndex } from './catalogue-index';

const SEPARATOR = '\n';

/**
 * Which games' lower-cased titles contain `search` (1 at the game's `ordinal`), as SQL's
 * `instr(title_lc, ?) > 0` answered. All titles are searched as one string (`index.titles`): a search
 * is a few `indexOf` scans instead of an `includes` call per game, which was most of a search's cost.
 */
export function gamesWithTitle(index: CatalogueIndex, search: string): Uint8Array {
  const matches = new Uint8Array(index.games.length);
  if (search.includes(SEPARATOR)) {
    // Such a search could match across two titles in the joined text: test each title on its own.
    for (const g of index.games) if (g.titleLc.includes(search)) matches[g.ordinal] = 1;
    return matches;
  }
  const { text, starts } = index.titles;
  for (let at = text.indexOf(search); at !== -1; ) {
    const ordinal = titleAt(starts, at);
    matches[ordinal] = 1;
    // One hit per title is enough: go on from the next title.
    const next = ordinal + 1 < starts.length ? starts[ordinal + 1]! : text.length;
    at = text.indexOf(search, next);
  }
  return matches;
}

/** The ordinal of the title that holds offset `at` (the last start at or before it). */
function titleAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}
