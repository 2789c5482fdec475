import { useEffect, useState } from 'react';
import { stateOf, useRuntime, useTranslation, useVisibility, whenIdle } from '@core/index';
import { adventuresApiState } from '../api';
import { hubWidgetFor, type Widget } from '../rules/bookmark';
import { DockBookmark } from '@core/promo';

/**
 * The floating activity hub bookmark (FLOATING_WIDGETS 500, spec part 2 §2): the `activity-hub` widget of
 * `main-widget-config`, for players the hub page is open to. Its documents (shared with the adventures bookmark
 * through the runtime's cache) are read once the page is idle.
 */
export default function HubBookmark() {
  const { t } = useTranslation('adventures');
  const runtime = useRuntime();
  const { groups, flags } = useVisibility();
  const [widget, setWidget] = useState<Widget | null>(null);
  const groupKey = groups.join(',');

  useEffect(() => {
    let live = true;
    const stop = whenIdle(() => {
      const api = stateOf(runtime, adventuresApiState);
      void Promise.all([api.widgets(), api.pages()]).then(([widgets, pages]) => live && setWidget(hubWidgetFor(widgets, pages, groups, flags.showAllWidgets)));
    });
    return () => {
      live = false;
      stop();
    };
    // The groups by value: a new array of the same groups reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, groupKey, flags.showAllWidgets]);

  if (!widget) return null;
  return <DockBookmark to={widget.link} icon="star" kicker={t('bookmark.hubKicker')} value={t('bookmark.open')} title={t('menu.hub')} progress={0} testId="hub-bookmark" />;
}
