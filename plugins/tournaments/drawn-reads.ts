import type { Game } from '@schemas/wire/games';
import type { Lottery, Tournament } from '@schemas/wire/promotions';
import type { TournamentsApi } from './api';
import { mergeTournaments } from './tabs';

/**
 * What the promo pages read while rendering (issue 14: `runtime.loaded`, so a guest's page comes from the server
 * drawn, and the browser hydrates it from the same values without asking again). Pure reads: they never write the
 * store — the server's store does not travel with the page, so a page drawn from it would not hydrate. The pages put
 * each answer into the store once they are mounted (`actions.ts`, `take…`), and draw the store from then on.
 *
 * Every answer carries when it was read (`at`): a page answered from the host's page cache, or a read kept by
 * `runtime.loaded` from an earlier visit, is read again once mounted when it is older than `DRAWN_FRESH_MS`.
 */
export interface Drawn<T> {
  value: T;
  /** When the platform answered (the reading side's clock). */
  at: number;
}

/** How old a drawn answer may be before the mounted page reads it again (the host keeps a drawn page 10 s fresh). */
export const DRAWN_FRESH_MS = 10_000;

/** Older than `DRAWN_FRESH_MS`: read again (in an effect: never while rendering). */
export const isStale = (drawn: Drawn<unknown>, now = Date.now()) => now - drawn.at > DRAWN_FRESH_MS;

const drawn = <T>(value: T): Drawn<T> => ({ value, at: Date.now() });

/** A short stand-in for a long input in a key (keys travel with the page): a 32-bit FNV-1a hash, in base 36. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Every input of each read: the locale the platform answers titles in, the slug, the device's game builds. */
export const drawnKeys = {
  tournament: (locale: string, slug: string) => `tournaments:tournament:${locale}:${slug}`,
  lottery: (locale: string, slug: string) => `tournaments:lottery:${locale}:${slug}`,
  lists: (locale: string) => `tournaments:lists:${locale}`,
  lotteries: (locale: string) => `tournaments:lotteries:${locale}`,
  liveGames: (device: string, identifiers: readonly string[]) => `tournaments:live-games:${device}:${identifiers.length}:${fingerprint(identifiers.join(','))}`,
  games: (device: string, locale: string, source: string) => `tournaments:games:${device}:${locale}:${source}`,
};

/** Current and recent tournaments as one list; `/recent` may fail alone (the current list still shows). */
export async function readTournamentLists(api: TournamentsApi): Promise<Drawn<Tournament[]>> {
  const [current, recent] = await Promise.all([api.tournaments(), api.recent().catch(() => [])]);
  return drawn(mergeTournaments(current, recent));
}

/**
 * The tournament of `tournaments/{slug}`, as `loadTournament` finds it: in the lists by `frontend_identifier` (the
 * store's, when this runtime holds them), then read fresh by id; one missing from the lists is asked for by its slug.
 * `null`: there is none. The lists only map the slug: they are not part of the answer (nor of the page's data).
 */
export async function readTournament(api: TournamentsApi, slug: string, kept: readonly Tournament[] | null): Promise<Drawn<Tournament | null>> {
  const lists = kept ?? (await readTournamentLists(api).then((answer) => answer.value, () => []));
  const known = lists.find((t) => t.frontend_identifier === slug) ?? null;
  try {
    const fresh = await api.tournament(known?.id ?? slug);
    return drawn(fresh.frontend_identifier === slug || fresh.id === slug ? fresh : known);
  } catch {
    return drawn(known);
  }
}

/** The lottery of `lottery/{slug}` (by slug, else found in the list). `null`: there is none. */
export async function readLottery(api: TournamentsApi, slug: string): Promise<Drawn<Lottery | null>> {
  try {
    return drawn(await api.lottery(slug));
  } catch {
    const list = await api.lotteries().catch((): Lottery[] => []);
    return drawn(list.find((l) => l.frontend_identifier === slug) ?? null);
  }
}

/** Every lottery; `null` when the list failed (the tabs then show none, as before, and the mounted page asks again). */
export async function readLotteries(api: TournamentsApi): Promise<Drawn<Lottery[] | null>> {
  return drawn(await api.lotteries().catch(() => null));
}

/**
 * The games whose live-casino status the live tab needs: those of every tournament not closed by the platform.
 * Decided without the clock, so the server and the hydrating browser name the same read.
 */
export function liveCandidates(tournaments: readonly Tournament[]): string[] {
  return [...new Set(tournaments.filter((t) => !t.finished_at).flatMap((t) => t.games))];
}

/** Identifiers of live-casino games among `identifiers`; `null` when the call failed (the mounted page asks again). */
export async function readLiveGames(api: TournamentsApi, identifiers: readonly string[], device: Parameters<TournamentsApi['games']>[1]): Promise<Drawn<string[] | null>> {
  try {
    const games = await api.games(identifiers, device);
    return drawn(games.filter((game) => game.categories.includes('live')).map((game) => game.identifier));
  } catch {
    return drawn(null);
  }
}

/** What a tile of the games that score draws: the page carries nothing more of each game (page weight). */
export type PlayTile = Pick<Game, 'identifier' | 'provider' | 'slug' | 'title' | 'preview'>;

export const playTile = ({ identifier, provider, slug, title, preview }: Game): PlayTile => ({ identifier, provider, slug, title, preview });
