import { useEffect, useState } from 'react';
import { stateOf, useRuntime, useVisibility, whenIdle } from '@core/index';
import { adventuresApiState } from '../api';
import type { Widget, WidgetFor } from '../rules/bookmark';

/**
 * A floating bookmark's widget for this visitor, or null: `main-widget-config` and the promotion pages are read once
 * the page is idle (the runtime's cache shares them between the adventures and hub bookmarks), then `pick` decides.
 */
export function useDockWidget(pick: WidgetFor): Widget | null {
  const runtime = useRuntime();
  const { groups, flags } = useVisibility();
  const [widget, setWidget] = useState<Widget | null>(null);
  const groupKey = groups.join(',');

  useEffect(() => {
    let live = true;
    const stop = whenIdle(() => {
      const api = stateOf(runtime, adventuresApiState);
      void Promise.all([api.widgets(), api.pages()]).then(([widgets, pages]) => live && setWidget(pick(widgets, pages, groups, flags.showAllWidgets)));
    });
    return () => {
      live = false;
      stop();
    };
    // The groups by value: a new array of the same groups reads nothing again; `pick` is a module function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, groupKey, flags.showAllWidgets]);

  return widget;
}
