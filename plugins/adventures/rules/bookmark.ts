import type { MainWidgetConfigDocument, ManagePromotionPagesDocument } from '@schemas/wire/adventures';
import { pageOpenTo } from '@schemas/feconfig/promotion-pages';
import { HUB_SLUG } from './page-access';

/** Which widget of `main-widget-config` a bookmark shows for these groups, if any. */
export type WidgetFor = (widgets: MainWidgetConfigDocument | null, pages: ManagePromotionPagesDocument | null, groups: readonly number[], showAllWidgets: boolean) => Widget | null;

export interface Widget {
  link: string;
}

/**
 * A floating bookmark of `main-widget-config` (spec part 2 §2): the widget `id`, when enabled, shows to a player in
 * the testers' groups (`manage-promotion-pages.testerGroups`) or in the widget's own `groups`; a widget not marked
 * `testersOnly` and naming no group shows to every player. `showAllWidgets` shows it anyway (spec part 1 §6).
 * `null`: not shown.
 */
export function widgetFor(
  id: string,
  widgets: MainWidgetConfigDocument | null,
  pages: ManagePromotionPagesDocument | null,
  groups: readonly number[],
  showAllWidgets: boolean,
): Widget | null {
  const widget = widgets?.widgets.find((w) => w.id === id);
  if (!widget || !widget.enabled) return null;
  const link = widget.link || `/${HUB_SLUG}`;
  if (showAllWidgets) return { link };
  const testers = pages?.testerGroups ?? [];
  const inGroup = (list: readonly number[]) => list.some((g) => groups.includes(g));
  if (inGroup(testers) || inGroup(widget.groups)) return { link };
  return !widget.testersOnly && widget.groups.length === 0 ? { link } : null;
}

/** Spec part 2 §2: "the adventures bookmark is for testers or a special group" (the widget `adventures`). */
export const adventureWidgetFor = (widgets: MainWidgetConfigDocument | null, pages: ManagePromotionPagesDocument | null, groups: readonly number[], showAllWidgets: boolean) =>
  widgetFor('adventures', widgets, pages, groups, showAllWidgets);

/** The activity hub's bookmark (widget `activity-hub`): also only while the hub page is open to the player. */
export function hubWidgetFor(widgets: MainWidgetConfigDocument | null, pages: ManagePromotionPagesDocument | null, groups: readonly number[], showAllWidgets: boolean) {
  const widget = widgetFor('activity-hub', widgets, pages, groups, showAllWidgets);
  return widget && (showAllWidgets || pageOpenTo(pages, HUB_SLUG, groups)) ? widget : null;
}
