/** The live table kinds a `#TablePreference[]#` offers when the CMS names none (collections of the catalogue). */
export const DEFAULT_TABLE_KINDS = ['live-roulette', 'live-blackjack', 'live-baccarat'] as const;
/** Local storage key of the player's preferred table kind (kept on this device, guests included). */
export const TABLE_PREFERENCE_KEY = 'tablePreference';

const COLLECTION = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The kinds a placeholder's `collections=a,b` prop names (well-formed, each once), or the default ones. */
export function tableKinds(prop: string | undefined): string[] {
  const named = [...new Set((prop ?? '').split(',').map((s) => s.trim()).filter((s) => COLLECTION.test(s)))];
  return named.length > 0 ? named : [...DEFAULT_TABLE_KINDS];
}

/** The kind shown: the stored preference when it is one of the offered kinds, else the first. */
export function preferredKind(kinds: readonly string[], stored: string | null): string {
  return stored && kinds.includes(stored) ? stored : kinds[0]!;
}

/** `#GameRow[collection=top]#` (`id=` is accepted too): the collection, or `null` when none is well-formed. */
export function rowCollection(props: Record<string, string>): string | null {
  const value = (props.collection ?? props.id ?? '').trim();
  return COLLECTION.test(value) ? value : null;
}
