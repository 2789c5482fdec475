import type { MenuPopup } from '../plugin/contributions';

/** Local storage prefix of the menu popups' "shown" flags (spec part 1 §4: a local flag). */
export const MENU_POPUP_PREFIX = 'menuPopup:';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether choosing an item shows its popup first: it has one and this device has not shown it yet. */
export function popupDue(popup: MenuPopup | undefined, storage: FlagStorage | null): popup is MenuPopup {
  if (!popup) return false;
  // Without storage (private mode) the flag cannot be kept: the popup would show on every click, so it never does.
  if (!storage) return false;
  return storage.getItem(MENU_POPUP_PREFIX + popup.flag) !== 'true';
}

/** Records that the popup was shown, so the next click navigates at once. */
export function markPopupShown(popup: MenuPopup, storage: FlagStorage | null): void {
  storage?.setItem(MENU_POPUP_PREFIX + popup.flag, 'true');
}
