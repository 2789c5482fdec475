import { browserStorage } from '../runtime/browser-storage';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayBook } from '../api/answer-book';
import { hasFlagOverrides } from '../flags/flags';
import { isLocale, type Locale } from '@config/locales';
import { BOOT_ELEMENT_ID, bootDataSchema } from '@schemas/boot';
import { SIGNED_IN_HINT_COOKIE } from '@schemas/wire/session-hint';
import { pluginCatalog } from '../../plugins/index';
import { createRuntime } from '../runtime/create-runtime';
import { browserNavigation } from '../runtime/navigation';
import { splitLocale } from '../router/locale-path';
import { readCookie } from './cookies';
import { sendLogEntry } from './send-log';
import { preloadFirstPaintSlots } from '../shell/first-paint-slots';
import { preloadDrawnPlaceholders } from '../cms/preload-drawn-placeholders';
import { preloadRoutePage } from '../router/preload-route';
import { App } from './App';
import { whenIdle } from '../async/when-idle';
import '../shell/global.css';

async function boot() {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  const boot = bootDataSchema.parse(JSON.parse(element?.textContent ?? 'null'));
  const defaultLocale = (isLocale(boot.site.defaultLocale) ? boot.site.defaultLocale : 'en') as Locale;
  const navigation = browserNavigation(boot.basePath);
  const { locale } = splitLocale(navigation.current().pathname, boot.site.locales, defaultLocale);
  const root = document.getElementById('root')!;
  // Issue 14: a page the server drew is taken over (hydrated) with what it was drawn with: the same device, the
  // values its blocks read, and the answers of the boot's calls, so nothing it shows is asked for again.
  // A tester's local flag overrides (`/ffc`) change what the page shows, and the server cannot know them: such a page
  // is drawn again in the browser rather than hydrated into a mismatch.
  const storage = browserStorage('local');
  const drawn = boot.rendered && root.hasAttribute('data-rendered') && !hasFlagOverrides(storage) ? boot.rendered : null;
  const runtime = await createRuntime(
    {
      boot,
      locale,
      // The origin the API is on, not an address the router follows: read from `window` directly.
      baseUrl: window.location.origin,
      navigation,
      storage,
      csrfToken: () => readCookie('csrf_token'),
      sendLog: sendLogEntry,
      maybeSignedIn: () => readCookie(SIGNED_IN_HINT_COOKIE) !== null,
      loadScript,
      ...(drawn ? { device: drawn.device, answers: replayBook(drawn.answers), rendered: { loaded: drawn.loaded, failed: drawn.failed, at: drawn.at } } : {}),
    },
    pluginCatalog(boot.plugins),
  );
  await Promise.all([
    preloadFirstPaintSlots(runtime),
    preloadRoutePage(runtime, splitLocale(navigation.current().pathname, boot.site.locales, defaultLocale).path),
    drawn ? preloadDrawnPlaceholders(runtime, root) : undefined,
  ]);
  document.documentElement.lang = locale;
  // A transition renders in slices that yield to the browser every few milliseconds: the first render of the
  // shell and page no longer blocks input as one long task on a slow phone (total blocking time).
  if (drawn) {
    hydrateRoot(root, <App runtime={runtime} />, {
      // A mismatch is a bug (the page is then drawn again in the browser): reported, not silent.
      onRecoverableError: (error) => {
        console.error('[croupier] HYDRATION_ERROR', error);
        runtime.log.error('HYDRATION_ERROR', { error: error instanceof Error ? error.message : String(error) });
      },
    });
  } else startTransition(() => createRoot(root).render(<App runtime={runtime} />));
  // What draws nothing in the first paint starts once the page is drawn (a route or placeholder of it, sooner).
  whenIdle(() => void runtime.deferred.start());
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`script ${src} failed`));
    document.head.appendChild(script);
  });
}

/**
 * If the app cannot start (boot data unreadable, core chunk failed), the page says so instead of staying
 * blank. Translations may be what failed, so this one message is in English and the page's language.
 */
void boot().catch((error: unknown) => {
  console.error('[croupier] BOOT_ERROR', error);
  const root = document.getElementById('root');
  if (!root) return;
  root.innerHTML = document.getElementById('boot-failed')?.innerHTML ?? '';
  // A true page reload (the app never started, so there is no runtime or navigation to ask).
  root.querySelector('button')?.addEventListener('click', () => window.location.reload());
});
