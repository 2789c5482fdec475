import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { useRuntime } from '@core/index';
import { segmentsForGroups, wheelConfigDocumentSchema, wheelSegmentsDocumentSchema, type WheelSegment } from '@schemas/wire/wheel-config';
import { pageOpenTo } from '@schemas/feconfig/promotion-pages';
import { WHEEL_PAGES, type WheelKind } from '../rules/spins';

export type WheelConfigState =
  | { status: 'loading' }
  /** `closed`: the page is not for this visitor (manage-promotion-pages) or the wheel is switched off or not for their groups. */
  | { status: 'closed' }
  | { status: 'ready'; segments: WheelSegment[] };

/**
 * The wheel's segments for the visitor (spec part 2 §3: per user group) from fe-config, read with the tolerant
 * readers of schemas/wire/wheel-config.ts: `wheel-config` for the daily wheel (off, or naming other groups: closed),
 * `wheel-config-segments` for the segments wheel (the first set naming one of the groups, else `default`); and
 * whether `manage-promotion-pages` opens the page to them. A missing or broken document reads as closed.
 */
export function useWheelConfig(kind: WheelKind, groups: readonly number[]): WheelConfigState {
  const runtime = useRuntime();
  const [state, setState] = useState<WheelConfigState>({ status: 'loading' });
  const groupKey = groups.join(',');

  useEffect(() => {
    let live = true;
    const read = (key: string) => runtime.feConfig(key).catch(() => null);
    void Promise.all([read(kind === 'wheel' ? 'wheel-config' : 'wheel-config-segments'), read('manage-promotion-pages')]).then(([document, pages]) => {
      if (!live) return;
      if (!pageOpenTo(pages, WHEEL_PAGES[kind].slug, groups)) return setState({ status: 'closed' });
      let segments: WheelSegment[] = [];
      if (kind === 'wheel') {
        const config = z.safeParse(wheelConfigDocumentSchema, document);
        const forGroups = config.success && (config.data.groups.length === 0 || config.data.groups.some((g) => groups.includes(g)));
        segments = config.success && config.data.enabled && forGroups ? config.data.prizes : [];
      } else {
        const config = z.safeParse(wheelSegmentsDocumentSchema, document);
        segments = config.success ? segmentsForGroups(config.data, groups) : [];
      }
      setState(segments.length >= 2 ? { status: 'ready', segments } : { status: 'closed' });
    });
    return () => {
      live = false;
    };
    // The groups by value: a new array of the same groups reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, kind, groupKey]);

  return state;
}
