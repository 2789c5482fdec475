import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRuntime } from '@core/index';
import { assumedViewport, gridLayout } from '../grid-layout';
import type { ListItem } from '../list-items';
import { useElementWidth } from '../use-element-width';
import { ListCard, listItemKey } from './ListCard';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import styles from './GameGrid.module.css';

/**
 * A responsive grid that renders only the rows on screen (DESIGN §8: thousands of tiles on a phone).
 * Rows are measured after render, so tile text size changes never misplace the rows below. Before it has measured
 * anything (on the server, while hydrating) it draws the first screen of an assumed viewport for the page's device,
 * at the top of the page: the same rows on both sides.
 */
export function GameGrid({ items, onNearEnd, label, list }: { items: ListItem[]; onNearEnd?: () => void; label: string; list?: string }) {
  const runtime = useRuntime();
  const ref = useRef<HTMLDivElement>(null);
  const viewport = assumedViewport(runtime.device);
  const width = useElementWidth(ref, viewport.width);
  const { columns, gap } = gridLayout(width);
  const tileWidth = width > 0 ? (width - gap * (columns - 1)) / columns : 150;
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => Math.round((tileWidth * 4) / 3 + 44 + gap),
    overscan: 3,
    scrollMargin: ref.current?.offsetTop ?? 0,
    initialRect: viewport,
    // While a server-drawn page hydrates the window may already be scrolled: the server's rows (from the top) first.
    initialOffset: () => (typeof window === 'undefined' || runtime.renderedAt !== null ? 0 : window.scrollY),
  });
  useEffect(() => {
    // Hydrated at the top while the browser had restored a scroll (a reload): the rows where the window is, now.
    if (virtualizer.scrollOffset !== window.scrollY) {
      virtualizer.scrollOffset = window.scrollY;
      virtualizer.measure();
    }
    // Once, after the first render: later offsets arrive with the window's scroll events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Until the grid is on a page it can measure (the server's drawing, the hydrating render), the tiles flow in a
  // CSS grid whose columns follow the same rule as `gridLayout`: the page arrives with its tiles where the measured
  // grid puts them, and nothing below moves when the rows on screen take over, before the browser's next paint.
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  const rows = virtualizer.getVirtualItems();
  if (!mounted) {
    return (
      <>
        <div ref={ref} className={styles.container}>
          <div className={styles.flow} role="list" aria-label={label}>
            {items.map((item, i) => (
              <div role="listitem" key={listItemKey(item)} aria-setsize={items.length} aria-posinset={i + 1}>
                <ListCard item={item} list={list} />
              </div>
            ))}
          </div>
        </div>
        {onNearEnd && <LoadMoreSentinel key={items.length} onNear={onNearEnd} />}
      </>
    );
  }
  return (
    <>
      {/* aria-rowcount is not allowed on a list: with only the rows on screen rendered, each item says its place instead. */}
      <div ref={ref} className={styles.container}>
      <div className={styles.grid} role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
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
      </div>
      {onNearEnd && <LoadMoreSentinel key={items.length} onNear={onNearEnd} />}
    </>
  );
}
