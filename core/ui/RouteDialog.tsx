import { createContext, useContext, type ReactNode } from 'react';
import { Dialog } from './Dialog';

interface ModalRoute {
  close: () => void;
  blocking: boolean;
}

export const ModalRouteContext = createContext<ModalRoute | null>(null);

/** For popup routes: closing returns to the page underneath. */
export function useModalRoute(): ModalRoute {
  const value = useContext(ModalRouteContext);
  if (!value) throw new Error('useModalRoute outside a popup route');
  return value;
}

/** The dialog of a popup route (`kind: 'modal'`), wired to close back to the page underneath. */
export function RouteDialog(props: { title?: ReactNode; size?: 'small' | 'medium' | 'large' | 'full'; children: ReactNode }) {
  const { close, blocking } = useModalRoute();
  return <Dialog {...props} onClose={close} blocking={blocking} />;
}
