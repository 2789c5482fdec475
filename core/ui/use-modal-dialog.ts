import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * A native `<dialog>` shown modally for as long as the component is mounted (top layer, inert page,
 * focus trap from the browser). Esc and a click on the backdrop close it, unless it blocks.
 */
export function useModalDialog(onClose: () => void, blocking = false) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
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
