import { useLayoutEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { focusFirstField } from './dialog-focus';

/**
 * A native `<dialog>` shown modally for as long as the component is mounted (top layer, inert page,
 * focus trap from the browser). Esc and a click on the backdrop close it, unless it blocks.
 *
 * Focus (issue 24 item 7): with `focusField`, the dialog opens on its first form field rather than on the
 * browser's pick (the close button, first in the header); on close, focus goes back to the control that
 * opened it, if that is still on the page. A layout effect: its cleanup runs while the dialog is still in the
 * document, so it is closed (page no longer inert) before the opener is focused.
 */
export function useModalDialog(onClose: () => void, blocking = false, { focusField = false }: { focusField?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (!dialog.open) dialog.showModal();
    const stopFocusing = focusField ? focusFirstField(dialog) : () => {};
    return () => {
      stopFocusing();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shown once per mount; the option does not change
  }, []);
  return {
    ref,
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      if (!blocking) onClose();
    },
    onClick: (event: MouseEvent) => {
      if (event.target === ref.current && !blocking) onClose();
    },
  };
}
