/** An explicit `autofocus` first, else the first form field a player can type into or choose in. */
const FIELD = '[autofocus], input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

function firstField(dialog: HTMLDialogElement): HTMLElement | null {
  const marked = dialog.querySelector<HTMLElement>('[autofocus]');
  if (marked && marked.getClientRects().length > 0) return marked;
  for (const field of dialog.querySelectorAll<HTMLElement>(FIELD)) {
    if (field.getClientRects().length > 0) return field;
  }
  return null;
}

/**
 * Moves focus from where `showModal` put it (the close button) to the dialog's first field. Forms often arrive
 * after the dialog (a lazy chunk, the registration fields from the server): until one does, a mutation observer
 * waits for it, and gives up as soon as the player moves focus themselves. Returns the stop function.
 */
export function focusFirstField(dialog: HTMLDialogElement): () => void {
  const initial = document.activeElement;
  const untouched = () => document.activeElement === initial || document.activeElement === dialog || document.activeElement === document.body;
  const attempt = () => {
    const field = firstField(dialog);
    if (field && untouched()) field.focus();
    return field !== null;
  };
  if (attempt()) return () => {};
  const observer = new MutationObserver(() => {
    if (!untouched() || attempt()) stop();
  });
  const moved = () => {
    if (!untouched()) stop();
  };
  function stop() {
    observer.disconnect();
    dialog.removeEventListener('focusin', moved);
  }
  observer.observe(dialog, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'disabled', 'class'] });
  dialog.addEventListener('focusin', moved);
  return stop;
}
