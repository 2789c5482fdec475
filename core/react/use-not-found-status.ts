import { useCoreRuntime } from './runtime-context';

/**
 * A page that draws its own "not found" state (an unknown category, game, promotion) says so with this, so the
 * host answers the drawn page with status 404 instead of a soft 404 (`runtime.drawnNotFound`; the host checks that
 * no platform call of the drawing failed first). Only the server reads it; the browser has no status to set. Pair
 * it with `useDocumentHead({ noindex: true })` for the head.
 */
export function useNotFoundStatus(missing: boolean) {
  const runtime = useCoreRuntime();
  if (missing && runtime.onServer) runtime.drawnNotFound = true;
}
