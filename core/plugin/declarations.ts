import type { ModalContract, NoProps, SlotContract } from '@schemas/contracts/define-contract';
import type { SiteLicence } from '@schemas/site/site.schema';
import type { $ZodType } from 'zod/v4/core';
import type { PluginRuntime } from '../runtime/plugin-runtime';
import type { Lazy, MenuEntry, MenuName, RouteGuard, RouteProps, RouteRole, When } from './contributions';

/**
 * What a plugin adds, written as data in its manifest (`contributes`), so a reader — or a test, or the site
 * inspector — sees every route, menu item, slot block, modal, placeholder and channel with its `order` without
 * running the plugin (DESIGN §3, VS Code's `contributes`). Each entry has a key, unique within its kind;
 * `setup` binds code to the keys (`api.implement`): loaders, live predicates, handlers. A key declared and not
 * implemented, or implemented and not declared, fails the plugin's setup and the type check.
 */

/** Visibility a reader can see: signed-in only, guests only, these licences only. Live rules go in `when`. */
export interface Visibility {
  signedIn?: boolean;
  licences?: readonly SiteLicence[];
}

interface Switchable {
  /**
   * The name of a boolean site option of this plugin that switches the entry on (`recentlyPlayedRow`):
   * off when the site sets it to false.
   */
  onlyIf?: string;
  /**
   * The name of a list option of this plugin (`lobbyRows`): the entry is repeated once per element, and
   * `setup` gives each copy its key, order and loader. The declared `order` is the first copy's default.
   */
  repeat?: string;
}

export interface RouteDeclaration extends Switchable {
  /** wouter pattern without the locale prefix, e.g. `/pokies/:slug?`. */
  path: string;
  /** Matching order, lower first; more specific paths take lower numbers. */
  order: number;
  kind?: 'page' | 'modal';
  guard?: RouteGuard;
  layout?: 'default' | 'full';
  blocking?: boolean;
  /** Prompts (core/prompts) do not open over this page (the game page). */
  immersive?: boolean;
  role?: RouteRole;
  /** Slots the page draws in its first screen: their blocks load with the page's chunk. */
  slots?: readonly AnySlot[];
  visible?: Visibility;
  /** Status 451 (spec part 1 §2): countries whose guests cannot log in or register here (`RouteContribution`). */
  unavailableIn?: readonly string[];
  /**
   * For a pattern that matches addresses naming nothing (`/:slug`, `/*`): how the host learns whether an address
   * names something, so it answers HTTP 404 when none of the matching routes does (the client still draws its
   * not-found page; search engines and monitors see the truth).
   */
  foundBy?: FoundBy;
}

/**
 * A platform GET, `{path}` and `{locale}` filled in. Without `names`, a 404 answer means the address names nothing;
 * with it, the answer's JSON is given to `names` (a pure function of the plugin: a list holding the address).
 */
export interface FoundBy {
  url: string;
  names?: (answer: unknown, path: string) => boolean;
}

// Contracts are invariant in their props (schemas/contracts/define-contract.ts): a list of any slots needs `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySlot = SlotContract<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModal = ModalContract<any>;

export interface MenuItemDeclaration extends Omit<MenuEntry, 'id' | 'onSelect' | 'count'> {
  menu: MenuName;
  visible?: Visibility;
  /** The item runs an action (`setup` gives `onSelect`) instead of following `to`/`href`. */
  action?: boolean;
  onlyIf?: string;
}

export interface MenuSourceDeclaration {
  menu: MenuName;
  /** Where the source's entries sit; each entry's own order sorts within it. */
  order: number;
}

export interface SlotDeclaration extends Switchable {
  slot: AnySlot;
  order: number;
  visible?: Visibility;
}

export interface ModalDeclaration {
  modal: AnyModal;
  /** Esc and a click outside do not close it. */
  blocking?: boolean;
}

export interface RealtimeDeclaration {
  /** Channel name from WIRE.md (`balance`); private channels are joined only when signed in. */
  channel: string;
  scope: 'public' | 'private';
  event: string;
  /**
   * Joined only while a page or block holds it (`useRealtimeChannel(channel)`), not from boot: a public
   * channel every visitor would otherwise join costs a guest's first page the socket and its script.
   */
  onDemand?: boolean;
}

export interface HashTriggerDeclaration {
  hash: string;
  /** The hash only starts with `hash` (`#sport_live`); the rest goes to the action. */
  prefix?: boolean;
  /** Opens this route; without it, `setup` implements the action. */
  route?: string;
  delayMs?: number;
}

export interface RedirectDeclaration {
  from: string;
  to: string;
}

export interface ContributesBlock {
  routes?: Record<string, RouteDeclaration>;
  menuItems?: Record<string, MenuItemDeclaration>;
  menuSources?: Record<string, MenuSourceDeclaration>;
  slots?: Record<string, SlotDeclaration>;
  modals?: Record<string, ModalDeclaration>;
  /** Keys are the placeholder names of CMS text: `AwardsList` in `#AwardsList[…]#`. */
  placeholders?: Record<string, Record<never, never>>;
  realtime?: Record<string, RealtimeDeclaration>;
  hashTriggers?: Record<string, HashTriggerDeclaration>;
  /** Pure data: nothing to implement. */
  redirects?: Record<string, RedirectDeclaration>;
}

// ——— What `setup` binds to the keys ———

/** One copy of a repeated entry (`repeat`): its own key (unique within the plugin), order and loader. */
export interface RepeatedCopy<L> {
  key: string;
  order: number;
  load: L;
  /** Repeated routes only: the copy's own path. */
  path?: string;
}

type SlotLoader<D> = D extends { slot: SlotContract<infer P> } ? Lazy<P> : never;
type ModalLoader<D> = D extends { modal: ModalContract<infer P> } ? Lazy<ModalComponentProps<P>> : never;

/** What a modal component receives: `close`, and the props its opener passed. */
export interface ModalComponentProps<P extends object = NoProps> {
  close: () => void;
  props: P;
}

type Bound<D, L> = D extends { repeat: string } ? RepeatedCopy<L>[] : L | { load: L; when?: When };

export interface RealtimeBinding<T = unknown> {
  /** zod/mini or classic zod: the core type accepts both. */
  schema: $ZodType<T>;
  handle: (payload: T, runtime: PluginRuntime) => void;
}

/**
 * A realtime binding whose schema and handler live in a lazy module (its default export, written with
 * `defineRealtimeHandler`): downloaded on the channel's first event, so a plugin's entry carries no schema.
 */
export interface LazyRealtimeBinding {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each channel has its own payload type
  load: () => Promise<{ default: RealtimeBinding<any> }>;
}

export interface MenuItemBinding {
  when?: When;
  onSelect?: () => void;
  /** A link known only from the site (the betting site's address). */
  href?: string;
}

export type HashAction = (runtime: PluginRuntime, rest: string) => void;

type RequiredBindings<C extends ContributesBlock> = {
  [K in 'routes' | 'slots' | 'modals' | 'placeholders' | 'realtime' | 'menuSources' as C[K] extends object ? K : never]: {
    routes: { [R in keyof C['routes']]: Bound<C['routes'][R], Lazy<RouteProps>> };
    slots: { [S in keyof C['slots']]: Bound<C['slots'][S], SlotLoader<C['slots'][S]>> };
    modals: { [M in keyof C['modals']]: ModalLoader<C['modals'][M]> };
    placeholders: { [P in keyof C['placeholders']]: Lazy<{ props: Record<string, string> }> };
    // The payload type is the schema's: any binding whose handler takes what its schema parses.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each channel has its own payload type
    realtime: { [E in keyof C['realtime']]: RealtimeBinding<any> | LazyRealtimeBinding };
    menuSources: { [S in keyof C['menuSources']]: () => MenuEntry[] };
  }[K];
};

type OptionalBindings<C extends ContributesBlock> = {
  menuItems?: { [I in keyof C['menuItems']]?: MenuItemBinding };
  hashTriggers?: { [H in keyof C['hashTriggers']]?: HashAction };
};

/** Exactly what the manifest declares: a missing loader or an undeclared key is a type error. */
export type Implementations<C extends ContributesBlock | undefined> = C extends ContributesBlock
  ? RequiredBindings<C> & OptionalBindings<C>
  : Record<never, never>;
