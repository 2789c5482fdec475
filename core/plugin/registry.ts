import type { Contributions, ContributionKind } from './contributions';

type Owned<T> = T & { pluginId: string };
export type OwnedContributions = { [K in ContributionKind]: Owned<Contributions[K][number]>[] };

export interface PluginStatus {
  id: string;
  state: 'active' | 'failed';
  error?: string;
}

/** The frozen result of every plugin's setup: what the shell renders from. */
export interface Registry extends Readonly<OwnedContributions> {
  plugins: readonly PluginStatus[];
  isActive(pluginId: string): boolean;
}

export function createRegistry(contributions: OwnedContributions, plugins: PluginStatus[]): Registry {
  const byOrder = <T extends { order?: number }>(list: T[]) =>
    Object.freeze([...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)));
  return Object.freeze({
    routes: byOrder(contributions.routes),
    menuItems: byOrder(contributions.menuItems),
    menuSources: byOrder(contributions.menuSources),
    slots: byOrder(contributions.slots),
    modals: Object.freeze([...contributions.modals]),
    realtime: Object.freeze([...contributions.realtime]),
    placeholders: Object.freeze([...contributions.placeholders]),
    hashTriggers: Object.freeze([...contributions.hashTriggers]),
    redirects: Object.freeze([...contributions.redirects]),
    plugins: Object.freeze(plugins),
    isActive: (id: string) => plugins.some((p) => p.id === id && p.state === 'active'),
  }) as Registry;
}

export function emptyContributions(): OwnedContributions {
  return { routes: [], menuItems: [], menuSources: [], slots: [], modals: [], realtime: [], placeholders: [], hashTriggers: [], redirects: [] };
}
