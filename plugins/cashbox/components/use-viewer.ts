import { useRuntime, useSession } from '@core/index';
import type { Viewer } from '../rules/method-filters';

/** Who is looking, for the hidden-brand rules: groups (Sofort), locale and country (neosurf). */
export function useViewer(): Viewer {
  const runtime = useRuntime();
  const session = useSession();
  return { groups: session.player?.groups ?? [], locale: runtime.locale.current, country: runtime.country };
}
