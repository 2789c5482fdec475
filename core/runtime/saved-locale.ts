import { isLocale, type Locale } from '@config/locales';
import { splitLocale, withLocale } from '../router/locale-path';
import type { Runtime } from './types';

/**
 * The locale a player saved (`player.language`), when it differs from the current one and the site offers
 * it; else null (issue 24 item 2: the player's language wins after sign-in).
 */
export function savedLocaleToUse(saved: string | null | undefined, current: Locale, offered: readonly string[]): Locale | null {
  if (!saved || saved === current || !isLocale(saved) || !offered.includes(saved)) return null;
  return saved;
}

/**
 * After a sign-in: switches to the player's saved locale (messages loaded first, no PATCH: it is already
 * saved) and moves the address to its prefix, where the locale lives (core/boot/App). Replaces the entry:
 * going back should not land on the same page in the old language. Later navigations (the sign-in's
 * `redirect`) get the new prefix because the runtime's locale has changed already.
 */
export async function followSavedLocale(runtime: Runtime): Promise<void> {
  const target = savedLocaleToUse(runtime.session.player?.language, runtime.locale.current, runtime.site.locales);
  if (!target) return;
  const defaultLocale = runtime.site.defaultLocale as Locale;
  await runtime.setLocale(target);
  const { pathname, search, hash } = runtime.navigation.current();
  const { path } = splitLocale(pathname, runtime.site.locales, defaultLocale);
  runtime.navigate(`${withLocale(path, target, defaultLocale)}${search}${hash}`, { raw: true, replace: true });
}
