import type { ComponentType } from 'react';
import type { FeatureFlags } from '@config/flags';
import type { Locale } from '@config/locales';
import type { SiteLicence } from '@schemas/site/site.schema';
import type { PluginRuntime } from '../runtime/plugin-runtime';
import type { RealtimeBinding } from './declarations';

/** A component that lives in its own chunk: contributions are data plus `load()`, never eager code. */
export type Lazy<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** What visibility predicates may read: plain data, so contributions stay declarative. */
export interface VisibilityContext {
  loggedIn: boolean;
  licence: SiteLicence;
  flags: FeatureFlags;
  country: string;
  locale: Locale;
  groups: readonly number[];
}
export type When = (ctx: VisibilityContext) => boolean;

export type RouteGuard = 'requiresAuth' | 'requiresGuest';

export interface RouteProps {
  params: Record<string, string | undefined>;
}

export interface RouteContribution {
  /** The key the manifest declared it under (core routes have none). */
  id?: string;
  /** wouter pattern without the locale prefix, e.g. `/pokies/:slug?`. */
  path: string;
  load: Lazy<RouteProps>;
  /** `modal` routes open as a popup over the page the player came from (or the lobby). */
  kind?: 'page' | 'modal';
  guard?: RouteGuard;
  /** Full-width layout (promo pages, spec part 1 §2). */
  layout?: 'default' | 'full';
  /** Matching order, lower first; more specific paths take lower numbers. */
  order: number;
  /** Modal routes only: Esc and overlay click do not close it. */
  blocking?: boolean;
  /** A page the player is absorbed in (the game): prompts the player did not ask for wait until it is left (core/prompts). */
  immersive?: boolean;
  when?: When;
  /**
   * Names of the slots the page draws in its first screen (`lobby.rows`): their blocks start loading with the
   * page's own chunk instead of after it has rendered, so a page costs one round of chunk requests, not two.
   */
  slots?: string[];
  /** What the route is for, so the core finds it without knowing its path (`sign-in`, `registration`, `main`). */
  role?: RouteRole;
  /**
   * Spec part 1 §2, status 451: countries (ISO codes) whose guests cannot log in or register on this route. Such a
   * guest is warned and sent to main when already on it, and an auth popup opened over it is refused likewise.
   */
  unavailableIn?: readonly string[];
}

/**
 * Places the core sends people to without owning them: guards send guests to `registration` (with
 * `redirect`), players on guest-only routes to `main`, an expired session to `sign-in`.
 */
export type RouteRole = 'sign-in' | 'registration' | 'main';

export type MenuName = 'header' | 'sidebar' | 'sidebar-bottom' | 'bottom-bar' | 'footer-info' | 'footer-help';

export interface MenuEntry {
  id: string;
  order: number;
  /** i18n key (`namespace:key`) or, for operator-written entries such as CMS pages, ready text in `label`. */
  labelKey?: string;
  label?: string;
  to?: string;
  href?: string;
  icon?: string;
  badgeKey?: string;
  count?: number;
  /** Menus with an action rather than a link (open a modal, a chat…). */
  onSelect?: () => void;
  /** A popup shown the first time the item is chosen, before it navigates (spec part 1 §4 "special-slot menu"). */
  popup?: MenuPopup;
}

/**
 * Spec part 1 §4: "special-slot menu click shows a popup once (local flag), then navigates". `flag` names the local
 * storage flag (`menuPopup:<flag>`) that says it was shown; the texts are the plugin's i18n keys.
 */
export interface MenuPopup {
  flag: string;
  titleKey: string;
  textKey: string;
  /** The button that closes it and goes on to the item's page. */
  buttonKey: string;
}

export interface MenuItemContribution extends MenuEntry {
  menu: MenuName;
  when?: When;
  /** As the manifest declared it: players only (`true`), guests only (`false`), both (absent). */
  signedIn?: boolean;
}

/** Entries that depend on loaded data (CMS pages, live counts): a React hook that returns them. */
export interface MenuSourceContribution {
  menu: MenuName;
  id: string;
  order: number;
  useEntries: () => MenuEntry[];
}

export interface SlotContribution {
  slot: string;
  id: string;
  order: number;
  // Each slot's props are its contract's (schemas/contracts/slots.ts), checked where the manifest binds them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds every slot's blocks
  load: Lazy<any>;
  when?: When;
  /** As the manifest declared it: players only (`true`), guests only (`false`), both (absent). */
  signedIn?: boolean;
}

export interface ModalContribution {
  id: string;
  // Props are the modal contract's (schemas/contracts/modals.ts), checked where the manifest binds them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds every modal
  load: Lazy<any>;
  blocking?: boolean;
}

export interface RealtimeHandlerContribution<T = unknown> {
  /** Channel name from WIRE.md (e.g. `balance`); private channels are joined only when signed in. */
  channel: string;
  scope: 'public' | 'private';
  event: string;
  /** Joined only while a component holds it (`useRealtimeChannel`), not from boot. */
  onDemand?: boolean;
  /**
   * The schema and handler: at hand for an eager binding, a promise for a lazy one (the same promise every
   * time, so events of one channel are handled in the order they came).
   */
  binding: () => RealtimeBinding<T> | Promise<RealtimeBinding<T>>;
}

export interface PlaceholderContribution {
  /** `ComponentName` in `#ComponentName[prop=key;…]#`. */
  name: string;
  load: Lazy<{ props: Record<string, string> }>;
}

/**
 * An address hash that does something (spec part 1 §2 "Hash triggers"): opens a route, or runs the owning
 * plugin's action (`#chat` opens the chat). `prefix`: the hash only starts with it (`#sport_live`), the rest is
 * passed on. The core clears the hash after it ran.
 */
export interface HashTriggerContribution {
  hash: string;
  prefix?: boolean;
  /** Opens this route (a path without the locale prefix). */
  route?: string;
  /** Runs instead of (or besides) opening a route; `rest` is what followed a prefix. */
  action?: (runtime: PluginRuntime, rest: string) => void;
  /** Waits this long before acting (the chat needs the page settled first). */
  delayMs?: number;
}

/** An old address that moves to a new one (spec part 1 §2 "Legacy"); the query string rides along. */
export interface RedirectContribution {
  from: string;
  to: string;
}

export interface Contributions {
  routes: RouteContribution[];
  menuItems: MenuItemContribution[];
  menuSources: MenuSourceContribution[];
  slots: SlotContribution[];
  modals: ModalContribution[];
  realtime: RealtimeHandlerContribution[];
  placeholders: PlaceholderContribution[];
  hashTriggers: HashTriggerContribution[];
  redirects: RedirectContribution[];
}

export type ContributionKind = keyof Contributions;
