import { CASHBOX_WITHDRAW_NOTICE, FLOATING_WIDGETS, GAME_PAGE_PANEL, HEADER_BALANCE_DROPDOWN, PROFILE_GIFTS, PROFILE_LEVEL } from '@schemas/contracts/slots';
import type { ContributesBlock, FoundBy, Visibility } from './declarations';
import type { AnyManifest } from './define';

/** Whom a page is for: the host knows it from the `signed_in` hint cookie before any script runs. */
export type PageAudience = 'guest' | 'player';

/**
 * Slots no page draws in its first screen: the floating widgets come after the first paint by design, the balance
 * dropdown opens on a click, and the others sit inside one screen (profile tabs, the game page, the cashbox). A
 * screen that draws one in its first screen names it in its route's `slots`, which makes its blocks part of that
 * page's first paint (`landingPlugins`).
 */
export const SLOTS_OUTSIDE_FIRST_PAINT: ReadonlySet<string> = new Set(
  [FLOATING_WIDGETS, HEADER_BALANCE_DROPDOWN, PROFILE_GIFTS, PROFILE_LEVEL, GAME_PAGE_PANEL, CASHBOX_WITHDRAW_NOTICE].map((slot) => slot.name),
);

const seenBy = (visible: Visibility | undefined, audience: PageAudience) =>
  visible?.signedIn === undefined || visible.signedIn === (audience === 'player');

/**
 * Whether a plugin must run before a page's first render whatever the page: it puts something on every page
 * (a menu entry, a block in the shell), answers something any page may hold (an address hash, a legacy address)
 * or reads the landing address at boot (`startsWithPage`). CMS placeholders do not count: a page that shows one
 * of a deferred plugin starts that plugin at once (`DeferredStart.claimsPlaceholder`), as it loads any block lazily. Every other plugin starts right
 * after the first paint (deferred): a guest's boot script then leaves out, say, the cashbox and the lootboxes, which
 * a guest sees nothing of. Pure: the host and the tests read it from manifests.
 */
export function drawsOnEveryPage(manifest: AnyManifest, audience: PageAudience): boolean {
  if (manifest.startsWithPage) return true;
  const c: ContributesBlock = manifest.contributes ?? {};
  const any = (record: object | undefined) => Object.keys(record ?? {}).length > 0;
  // Menu sources are React hooks called in a fixed order: they must all be there from the first render.
  if (any(c.menuSources) || any(c.hashTriggers) || any(c.redirects)) return true;
  if (Object.values(c.menuItems ?? {}).some((item) => seenBy(item.visible, audience))) return true;
  return Object.values(c.slots ?? {}).some((block) => seenBy(block.visible, audience) && !SLOTS_OUTSIDE_FIRST_PAINT.has(block.slot.name));
}

/** A route of a plugin as the host matches it against a landing address. */
export interface RouteFacts {
  path: string;
  order: number;
  /** Slots the route's page draws in its first screen. */
  slots: string[];
  /** The platform GET that says whether an address of this route names something (`RouteDeclaration.foundBy`). */
  foundBy?: FoundBy;
  /** The list option whose elements make one copy each (`RouteDeclaration.repeat`): `path` is then only a pattern. */
  repeat?: string;
  /** Only signed-in players open it (`requiresAuth`): the host keeps crawlers out (robots.txt). */
  sessionOnly?: boolean;
}

export function routeFacts(manifest: AnyManifest): RouteFacts[] {
  return Object.values(manifest.contributes?.routes ?? {}).map((route) => ({
    path: route.path,
    order: route.order,
    slots: (route.slots ?? []).map((slot) => slot.name),
    ...(route.foundBy ? { foundBy: route.foundBy } : {}),
    ...(route.repeat ? { repeat: route.repeat } : {}),
    ...(route.guard === 'requiresAuth' ? { sessionOnly: true } : {}),
  }));
}

/** Slot names a plugin fills for an audience (to add a landing page's slot fillers to its first paint). */
export function slotsFilled(manifest: AnyManifest, audience: PageAudience): string[] {
  return Object.values(manifest.contributes?.slots ?? {}).filter((block) => seenBy(block.visible, audience)).map((block) => block.slot.name);
}

/** The CMS placeholder names a plugin answers. */
export function placeholderNames(manifest: AnyManifest): string[] {
  // The key is the name, as the CMS writes it (`#PromoSlider#`).
  return Object.keys(manifest.contributes?.placeholders ?? {});
}
