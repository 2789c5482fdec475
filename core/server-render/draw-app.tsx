import { prerender } from 'react-dom/static';
import { App } from '../boot/App';
import type { Runtime } from '../runtime/types';

/**
 * The app of one runtime as HTML, with React 19's server renderer in its static mode: it waits for every Suspense
 * boundary's data (`useLoaded`) and lazy block, then writes the page. No boundary is moved out of line
 * (`progressiveChunkSize`): an outlined one comes after the shell with an inline script that moves it into place,
 * which the page's Content-Security-Policy refuses and a browser without JavaScript never runs. (The streaming mode
 * would send fallbacks first, the same way.) `onError` hears what failed to draw.
 */
export async function drawApp(runtime: Runtime, onError: (error: unknown) => void): Promise<string> {
  const { prelude } = await prerender(<App runtime={runtime} />, { onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
