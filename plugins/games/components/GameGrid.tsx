import { useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { gridLayout } from '../grid-layout';
import type { ListItem } from '../list-items';
import { useElementWidth } from '../use-element-width';
import { ListCard, listItemKey } from './ListCard';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import styles from './GameGrid.module.css';

/**
 * A responsive grid that renders only the rows on screen (DESIGN §8: thousands of tiles on a phone).
 * Rows are measured after render, so tile text size changes never misplace the rows below.
 */
export function GameGrid({ items, onNearEnd, label, list }: { items: ListItem[]; onNearEnd?: () => void; label: string; list?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const { columns, gap } = gridLayout(width);
  const tileWidth = width > 0 ? (width - gap * (columns - 1)) / columns : 150;
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => Math.round((tileWidth * 4) / 3 + 44 + gap),
    overscan: 3,
    scrollMargin: ref.current?.offsetTop ?? 0,
  });
  const rows = virtualizer.getVirtualItems();
  return (
    <>
      {/* aria-rowcount is not allowed on a list: with only the rows on screen rendered, each item says its place instead. */}
      <div ref={ref} className={styles.grid} role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <div
            key={`${row.key}:${columns}`}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.row}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: gap, paddingBottom: gap }}
          >
            {items.slice(row.index * columns, row.index * columns + columns).map((item, i) => (
              <div role="listitem" key={listItemKey(item)} aria-setsize={items.length} aria-posinset={row.index * columns + i + 1}>
                <ListCard item={item} list={list} />
              </div>
            ))}
          </div>
        ))}
      </div>
      {onNearEnd && <LoadMoreSentinel key={items.length} onNear={onNearEnd} />}
    </>
  );
}
