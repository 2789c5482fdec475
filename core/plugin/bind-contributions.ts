import type { HashAction, LazyRealtimeBinding, MenuItemBinding, RealtimeBinding, RepeatedCopy, Visibility } from './declarations';
import type { ContributesBlock } from './declarations';
import type { MenuEntry, When } from './contributions';
import { emptyContributions, type OwnedContributions } from './registry';

type Bindings = Partial<Record<keyof ContributesBlock, Record<string, unknown>>>;

/** Kinds whose every declared key needs code from `setup`; the others may go without. */
const REQUIRED: readonly (keyof ContributesBlock)[] = ['routes', 'slots', 'modals', 'placeholders', 'realtime', 'menuSources'];
const OPTIONAL: readonly (keyof ContributesBlock)[] = ['menuItems', 'hashTriggers'];

/**
 * Joins a manifest's declared contributions with the code `setup` bound to them, into the registry's entries.
 * Throws (failing the plugin's setup, which the host contains) when a declared key has no code, code names an
 * undeclared key, or a switch names an option the plugin does not have.
 */
export function bindContributions(pluginId: string, declared: ContributesBlock, bindings: Bindings, options: unknown): OwnedContributions {
  checkKeys(pluginId, declared, bindings);
  const out = emptyContributions();
  const owned = { pluginId };
  const on = (entry: { onlyIf?: string }) => !entry.onlyIf || optionSwitch(pluginId, options, entry.onlyIf);

  for (const [id, route] of Object.entries(declared.routes ?? {})) {
    if (!on(route)) continue;
    // `foundBy` is the host's (HTTP status of a landing address), not the browser's.
    const { slots, visible, repeat, onlyIf: _onlyIf, foundBy: _foundBy, ...data } = route;
    const slotNames = slots?.map((slot) => slot.name);
    for (const copy of copies<unknown>(bindings.routes?.[id], repeat, id, route.order)) {
      const path = copy.path ?? data.path;
      out.routes.push({ ...data, ...owned, id: copy.key, path, order: copy.order, load: copy.load as never, slots: slotNames, when: joinWhen(visible, copy.when) });
    }
  }
  for (const [id, item] of Object.entries(declared.menuItems ?? {})) {
    if (!on(item)) continue;
    const { visible, action: _action, onlyIf: _onlyIf, ...entry } = item;
    const binding = (bindings.menuItems?.[id] ?? {}) as MenuItemBinding;
    if (item.action && !binding.onSelect) throw new Error(`${pluginId}: menu item "${id}" is an action but setup gave no onSelect`);
    out.menuItems.push({ ...entry, ...owned, id, href: binding.href ?? entry.href, onSelect: binding.onSelect, signedIn: visible?.signedIn, when: joinWhen(visible, binding.when) });
  }
  for (const [id, source] of Object.entries(declared.menuSources ?? {})) {
    out.menuSources.push({ ...source, ...owned, id, useEntries: bindings.menuSources![id] as () => MenuEntry[] });
  }
  for (const [id, slot] of Object.entries(declared.slots ?? {})) {
    if (!on(slot)) continue;
    for (const copy of copies<unknown>(bindings.slots?.[id], slot.repeat, id, slot.order)) {
      out.slots.push({ ...owned, slot: slot.slot.name, id: copy.key, order: copy.order, load: copy.load as never, signedIn: slot.visible?.signedIn, when: joinWhen(slot.visible, copy.when) });
    }
  }
  for (const [key, modal] of Object.entries(declared.modals ?? {})) {
    out.modals.push({ ...owned, id: modal.modal.name, blocking: modal.blocking, load: bindings.modals![key] as never });
  }
  for (const name of Object.keys(declared.placeholders ?? {})) {
    out.placeholders.push({ ...owned, name, load: bindings.placeholders![name] as never });
  }
  for (const [id, channel] of Object.entries(declared.realtime ?? {})) {
    out.realtime.push({ ...owned, ...channel, binding: realtimeBinding(bindings.realtime![id] as RealtimeBinding | LazyRealtimeBinding) });
  }
  for (const [id, trigger] of Object.entries(declared.hashTriggers ?? {})) {
    const action = bindings.hashTriggers?.[id] as HashAction | undefined;
    if (!trigger.route && !action) throw new Error(`${pluginId}: hash trigger "${id}" opens no route and setup gave no action`);
    out.hashTriggers.push({ ...owned, ...trigger, action });
  }
  for (const redirect of Object.values(declared.redirects ?? {})) out.redirects.push({ ...owned, ...redirect });
  return out;
}

function checkKeys(pluginId: string, declared: ContributesBlock, bindings: Bindings) {
  for (const kind of Object.keys(bindings) as (keyof ContributesBlock)[]) {
    if (!REQUIRED.includes(kind) && !OPTIONAL.includes(kind)) throw new Error(`${pluginId}: "${kind}" takes no code from setup`);
    for (const key of Object.keys(bindings[kind] ?? {})) {
      if (!declared[kind]?.[key]) throw new Error(`${pluginId}: setup binds ${kind} "${key}", which the manifest does not declare`);
    }
  }
  for (const kind of REQUIRED) {
    for (const key of Object.keys(declared[kind] ?? {})) {
      if (bindings[kind]?.[key] === undefined) throw new Error(`${pluginId}: ${kind} "${key}" is declared but setup binds no code to it`);
    }
  }
}

function optionSwitch(pluginId: string, options: unknown, name: string): boolean {
  const value = (options as Record<string, unknown> | null)?.[name];
  if (typeof value !== 'boolean') throw new Error(`${pluginId}: onlyIf names "${name}", which is not a boolean option`);
  return value;
}

interface Copy<L> {
  key: string;
  order: number;
  load: L;
  path?: string;
  when?: When;
}

/** A plain binding is one copy under the declared key; a repeated one is the copies `setup` listed. */
function copies<L>(binding: unknown, repeat: string | undefined, key: string, order: number): Copy<L>[] {
  if (repeat) {
    if (!Array.isArray(binding)) throw new Error(`"${key}" repeats per "${repeat}": setup must give a list of copies`);
    return (binding as RepeatedCopy<L>[]).map((copy) => ({ ...copy }));
  }
  if (typeof binding === 'function') return [{ key, order, load: binding as L }];
  const { load, when } = binding as { load: L; when?: When };
  return [{ key, order, load, when }];
}

/** The declared visibility and the live predicate must both agree. */
function joinWhen(visible: Visibility | undefined, when: When | undefined): When | undefined {
  if (!visible && !when) return undefined;
  return (ctx) =>
    (visible?.signedIn === undefined || ctx.loggedIn === visible.signedIn) &&
    (!visible?.licences || visible.licences.includes(ctx.licence)) &&
    (!when || when(ctx));
}

/** An eager binding as is; a lazy one loaded once, on the first event (a failed download is tried again next time). */
function realtimeBinding(bound: RealtimeBinding | LazyRealtimeBinding): () => RealtimeBinding | Promise<RealtimeBinding> {
  if (!('load' in bound)) return () => bound;
  let loading: Promise<RealtimeBinding> | null = null;
  return () => {
    loading ??= bound.load().then(
      (module) => module.default,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}
