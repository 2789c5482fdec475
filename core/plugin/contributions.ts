import type { ComponentType } from 'react';
import type { $ZodType } from 'zod/v4/core';
import type { FeatureFlags } from '@config/flags';
import type { Locale } from '@config/locales';
import type { SiteLicence } from '@schemas/site/site.schema';
import type { Runtime } from '../runtime/types';

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
  when?: When;
  /**
   * Slots the page draws in its first screen (`lobby.rows`): their blocks start loading with the page's own
   * chunk instead of after it has rendered, so a page costs one round of chunk requests, not two.
   */
  slots?: string[];
}

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
}

export interface MenuItemContribution extends MenuEntry {
  menu: MenuName;
  when?: When;
}

/** Entries that depend on loaded data (CMS pages, live counts): a React hook that returns them. */
export interface MenuSourceContribution {
  menu: MenuName;
  id: string;
  order: number;
  useEntries: () => MenuEntry[];
}

export interface SlotProps {
  /** Whatever the host component passes to `<Slot name props>`. */
  [key: string]: unknown;
}

export interface SlotContribution {
  slot: string;
  id: string;
  order: number;
  load: Lazy<SlotProps>;
  when?: When;
}

export interface ModalContribution {
  id: string;
  load: Lazy<{ close: () => void; props: Record<string, unknown> }>;
  blocking?: boolean;
}

export interface RealtimeHandlerContribution<T = unknown> {
  /** Channel name from WIRE.md (e.g. `balance`); private channels are joined only when signed in. */
  channel: string;
  scope: 'public' | 'private';
  event: string;
  /** zod/mini or classic zod: the core type accepts both. */
  schema: $ZodType<T>;
  handle: (payload: T, runtime: Runtime) => void;
}

export interface PlaceholderContribution {
  /** `ComponentName` in `#ComponentName[prop=key;…]#`. */
  name: string;
  load: Lazy<{ props: Record<string, string> }>;
}

export interface Contributions {
  routes: RouteContribution[];
  menuItems: MenuItemContribution[];
  menuSources: MenuSourceContribution[];
  slots: SlotContribution[];
  modals: ModalContribution[];
  realtime: RealtimeHandlerContribution[];
  placeholders: PlaceholderContribution[];
}

export type ContributionKind = keyof Contributions;
