import { browserStorage } from '../runtime/browser-storage';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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
  const runtime = await createRuntime(
    {
      boot,
      locale,
      // The origin the API is on, not an address the router follows: read from `window` directly.
      baseUrl: window.location.origin,
      navigation,
      storage: browserStorage('local'),
      csrfToken: () => readCookie('csrf_token'),
      sendLog: sendLogEntry,
      maybeSignedIn: () => readCookie(SIGNED_IN_HINT_COOKIE) !== null,
      loadScript,
    },
    pluginCatalog(boot.plugins),
  );
  await Promise.all([preloadFirstPaintSlots(runtime), preloadRoutePage(runtime, splitLocale(navigation.current().pathname, boot.site.locales, defaultLocale).path)]);
  document.documentElement.lang = locale;
  // A transition renders in slices that yield to the browser every few milliseconds: the first render of the
  // shell and page no longer blocks input as one long task on a slow phone (total blocking time).
  startTransition(() => createRoot(document.getElementById('root')!).render(<App runtime={runtime} />));
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
