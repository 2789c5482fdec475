import { useEffect, useState } from 'react';
import { stateOf, useRuntime, useTranslation, useVisibility, whenIdle } from '@core/index';
import { adventuresApiState } from '../api';
import { adventureWidgetFor, type Widget } from '../rules/bookmark';
import { useAdventure } from './use-adventure';
import { DockBookmark } from '@core/promo';

/**
 * The floating adventures bookmark (FLOATING_WIDGETS 400, spec part 2 §2): only for testers or the group
 * `main-widget-config` names (or everyone with `showAllWidgets`). Its documents are read once the page is idle;
 * for those who see it, it shows their days completed out of total and links to the calendar.
 */
export default function AdventureBookmark() {
  const runtime = useRuntime();
  const { groups, flags } = useVisibility();
  const [widget, setWidget] = useState<Widget | null>(null);
  const groupKey = groups.join(',');

  useEffect(() => {
    let live = true;
    const stop = whenIdle(() => {
      const api = stateOf(runtime, adventuresApiState);
      void Promise.all([api.widgets(), api.pages()]).then(([widgets, pages]) => live && setWidget(adventureWidgetFor(widgets, pages, groups, flags.showAllWidgets)));
    });
    return () => {
      live = false;
      stop();
    };
    // The groups by value: a new array of the same groups reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, groupKey, flags.showAllWidgets]);

  return widget ? <Bookmark link={widget.link} /> : null;
}

function Bookmark({ link }: { link: string }) {
  const { t } = useTranslation('adventures');
  const adventure = useAdventure();
  const calendar = adventure.status === 'ready' ? adventure.calendar : null;
  const short = calendar ? t('bookmark.progress', { completed: calendar.completed, total: calendar.total }) : t('bookmark.open');
  return (
    <DockBookmark
      to={link}
      icon="globe"
      kicker={t('bookmark.kicker')}
      value={short}
      title={t('bookmark.label')}
      progress={calendar && calendar.total ? calendar.completed / calendar.total : 0}
      testId="adventure-bookmark"
    />
  );
}
