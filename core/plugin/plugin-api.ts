import type { SiteConfig, SiteLicence } from '@schemas/site/site.schema';
import type { LoginEvent, RouteChangeEvent } from '../hooks';
import type { Runtime } from '../runtime/types';
import type { ServiceKey } from '../runtime/services';
import type {
  MenuItemContribution,
  MenuSourceContribution,
  ModalContribution,
  PlaceholderContribution,
  RealtimeHandlerContribution,
  RouteContribution,
  SlotContribution,
} from './contributions';

/** What `setup(api)` receives. Every `add…` is data; every `on…` is a lifecycle tap. */
export interface PluginApi<O = Record<string, unknown>> {
  readonly id: string;
  readonly options: O;
  readonly site: SiteConfig;
  readonly licence: SiteLicence;
  /** The runtime, for store factories and actions; do not call the network from setup. */
  readonly runtime: Runtime;
  addRoute(route: RouteContribution): void;
  addMenuItem(item: MenuItemContribution): void;
  addMenuSource(source: MenuSourceContribution): void;
  addSlot(slot: SlotContribution): void;
  addModal(modal: ModalContribution): void;
  addRealtimeHandler<T>(handler: RealtimeHandlerContribution<T>): void;
  addPlaceholder(placeholder: PlaceholderContribution): void;
  onBoot(fn: () => unknown): void;
  onLogin(fn: (event: LoginEvent) => unknown): void;
  /** Clear this plugin's user stores here: logout clears every user store through this one hook. */
  onLogout(fn: () => unknown): void;
  onRouteChange(fn: (event: RouteChangeEvent) => unknown): void;
  onAuthError(fn: () => unknown): void;
  expose<T>(key: ServiceKey<T>, value: T): void;
}
