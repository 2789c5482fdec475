import type { i18n as I18n } from 'i18next';
import type { Locale } from '@config/locales';
import type { SiteConfig, SiteLicence } from '@schemas/site/site.schema';
import type { ApiClient } from '../api/client';
import type { FlagStore } from '../flags/flags';
import type { Hooks } from '../hooks';
import type { Logger } from '../log/logger';
import type { Registry } from '../plugin/registry';
import type { RealtimeClient } from '../realtime/realtime-client';
import type { SessionStore } from '../session/session-store';
import type { ModalStore } from '../ui/modal-store';
import type { ToastStore } from '../ui/toast-store';
import type { ServiceRegistry } from './services';
import type { Navigation } from './navigation';
import type { RouteRole, VisibilityContext } from '../plugin/contributions';
import type { PluginStates } from '../plugin/plugin-state';
import type { DeferredStart } from '../plugin/deferred-start';
import type { Device } from '@schemas/wire/games';
import type { LoadedData } from '../loaded/loaded-data';
import type { PageSeo } from '../seo/head-tags';

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the locale prefix off (the path already carries one). */
  raw?: boolean;
}

/** Everything one running app owns. Created by `createRuntime`; tests build one per test. */
export interface Runtime {
  site: SiteConfig;
  host: string;
  /** The origin the page was loaded from (`https://brand.casino`): its scheme makes the canonical links (issue 14). */
  origin: string;
  country: string;
  licence: SiteLicence;
  /**
   * Which game builds the catalogue asks for. Fixed for the page: the browser's own (`currentDevice`), or the one a
   * server-rendered page was drawn for, so hydration asks for the same games the HTML shows.
   */
  device: Device;
  /** This runtime draws a page on the server (issue 14): blocks wait for their data instead of showing loading states. */
  onServer: boolean;
  /** The visitor's cookies as a `Cookie` header reads (`document.cookie`, or the request's on the server): for reading only. */
  cookies(): string;
  /**
   * The visitor's browser (`navigator.userAgent`, or the request's on the server): bots see every provider (spec §6).
   * A guest page the server drew is answered to every guest of the same device and bot class for a few seconds
   * (`server/guest-page-cache.ts`): a block that draws anything else from the agent must not be drawn on the server.
   */
  userAgent: string;
  /**
   * When the server drew this page (issue 14): a clock's first render reads it (`useNow`), so a hydrating block shows
   * the server's countdown whenever it hydrates; `null` for a page the browser drew.
   */
  renderedAt: number | null;
  /**
   * On the server: the head the drawn page states while it renders (`useDocumentHead`: title, description, Open
   * Graph), which the host writes into the HTML's head; `null` while no page has stated one.
   */
  drawnHead: PageSeo | null;
  /**
   * On the server: the drawn page is core's not-found page (a promotion, jackpot or page the platform does not have).
   * The host answers it with status 404 when no platform call of the drawing failed (a failure is no proof of absence).
   */
  drawnNotFound: boolean;
  /** Data components read while rendering (`useLoaded`), kept per key; cleared when the session changes. */
  loaded: LoadedData;
  locale: { current: Locale };
  flags: FlagStore;
  session: SessionStore;
  http: ApiClient;
  i18n: I18n;
  hooks: Hooks;
  registry: Registry;
  /** Plugins that start after the first paint (`core/plugin/deferred-start.ts`); the shell re-renders as they arrive. */
  deferred: DeferredStart;
  services: ServiceRegistry;
  /** Plugin state instances (`definePluginState`); session ones are dropped at logout. */
  states: PluginStates;
  modals: ModalStore;
  toasts: ToastStore;
  log: Logger;
  realtime: RealtimeClient;
  /** Path helpers that add or strip the locale prefix. */
  href(path: string, locale?: Locale): string;
  navigate(path: string, options?: NavigateOptions): void;
  /** The one source of the address (browser, or memory in tests and the server renderer); the router reads it. */
  navigation: Navigation;
  /**
   * The path of the route an enabled plugin declared for a role (`sign-in`, `registration`, `main`), so the core
   * and plugins send people there without knowing whose route it is. Without it: the other auth role, then
   * main, then `/` — always somewhere.
   */
  pathOf(role: RouteRole): string;
  /** fe-config documents (`/api/fe/config/{key}`), loaded once; `null` when missing or broken (spec §8). */
  feConfig(key: string): Promise<unknown>;
  visibility(): VisibilityContext;
  /** Reloads the profile and accounts, broadcasting login/logout when the state changes. */
  refreshSession(reason?: 'session' | 'login' | 'registration'): Promise<void>;
  logout(): Promise<void>;
  setLocale(locale: Locale): Promise<void>;
}
