import { useTranslation } from '@core/index';
import { DockBookmark } from '@core/promo';
import { hubWidgetFor } from '../rules/bookmark';
import { useDockWidget } from './use-dock-widget';

/**
 * The floating activity hub bookmark (FLOATING_WIDGETS 500, spec part 2 §2): the `activity-hub` widget of
 * `main-widget-config`, for players the hub page is open to.
 */
export default function HubBookmark() {
  const { t } = useTranslation('adventures');
  const widget = useDockWidget(hubWidgetFor);
  if (!widget) return null;
  return <DockBookmark to={widget.link} icon="star" kicker={t('bookmark.hubKicker')} value={t('bookmark.open')} title={t('menu.hub')} progress={0} testId="hub-bookmark" />;
}
