import { ORDER_BANDS } from '@config/contribution-order';
import type { ContributesBlock } from './declarations';

/** One placed contribution: in which menu or slot, at which order, and for whom it shows. */
export interface PlacedEntry {
  pluginId: string;
  key: string;
  /** Menu name or slot contract name. */
  place: string;
  order: number;
  /** `true` players only, `false` guests only, `undefined` both. */
  signedIn?: boolean;
}

/** What a manifest places in menus and slots, read from its `contributes` block without running it. */
export function placedEntries(pluginId: string, contributes: ContributesBlock | undefined): PlacedEntry[] {
  const entries: PlacedEntry[] = [];
  for (const [key, item] of Object.entries(contributes?.menuItems ?? {})) {
    entries.push({ pluginId, key, place: item.menu, order: item.order, signedIn: item.visible?.signedIn });
  }
  for (const [key, source] of Object.entries(contributes?.menuSources ?? {})) {
    entries.push({ pluginId, key, place: source.menu, order: source.order });
  }
  for (const [key, slot] of Object.entries(contributes?.slots ?? {})) {
    entries.push({ pluginId, key, place: slot.slot.name, order: slot.order, signedIn: slot.visible?.signedIn });
  }
  return entries;
}

/**
 * Problems with the orders (DESIGN §3; bands in `config/contribution-order.ts`): an entry in a place with no
 * documented bands, outside its place's bands, or sharing its order with another entry of the same place that
 * can show at the same time (one for players and one for guests may share).
 */
export function orderProblems(entries: readonly PlacedEntry[]): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const bands = ORDER_BANDS[entry.place];
    const name = `${entry.pluginId}:${entry.key} in ${entry.place}`;
    if (!bands) problems.push(`${name}: "${entry.place}" has no order bands in config/contribution-order.ts`);
    else if (!bands.some((band) => entry.order >= band.from && entry.order <= band.to)) {
      problems.push(`${name}: order ${entry.order} is outside its bands (${bands.map((b) => `${b.from}–${b.to} ${b.holds}`).join('; ')})`);
    }
  }
  for (let i = 0; i < entries.length; i += 1) {
    for (let j = i + 1; j < entries.length; j += 1) {
      const [a, b] = [entries[i]!, entries[j]!];
      const together = a.signedIn === undefined || b.signedIn === undefined || a.signedIn === b.signedIn;
      if (a.place === b.place && a.order === b.order && together) {
        problems.push(`${a.pluginId}:${a.key} and ${b.pluginId}:${b.key} share order ${a.order} in ${a.place}`);
      }
    }
  }
  return problems;
}
