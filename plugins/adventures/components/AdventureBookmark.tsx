import { useTranslation } from '@core/index';
import { adventureWidgetFor } from '../rules/bookmark';
import { useAdventure } from './use-adventure';
import { useDockWidget } from './use-dock-widget';
import { DockBookmark } from '@core/promo';

/**
 * The floating adventures bookmark (FLOATING_WIDGETS 400, spec part 2 §2): only for testers or the group
 * `main-widget-config` names (or everyone with `showAllWidgets`). Its documents are read once the page is idle;
 * for those who see it, it shows their days completed out of total and links to the calendar.
 */
export default function AdventureBookmark() {
  const widget = useDockWidget(adventureWidgetFor);
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
