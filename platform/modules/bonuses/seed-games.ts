import { generateGames } from '../../seed-data/games';
import { WALLET_CURRENCIES } from '../wallet/public';

/**
 * Demo-slot games for the seeded free spins, from the catalogue's own generator (static seed data, not the
 * catalogue's tables, like the tournaments' live tables): slots with a demo mode, on phone and desktop,
 * playable in every wallet currency (so a pack of any currency can be played), most popular first.
 */
interface SlotGame {
  identifier: string;
  title: string;
}

let slots: SlotGame[] | null = null;

function popularSlots(): SlotGame[] {
  slots ??= generateGames()
    .filter(({ game }) => {
      const categories = game.categories ?? [];
      return (
        categories.includes('slots') &&
        !categories.includes('prerelease') &&
        game.has_demo_mode === true &&
        ['desktop', 'mobile'].every((d) => game.devices?.includes(d as 'desktop' | 'mobile')) &&
        WALLET_CURRENCIES.every((c) => c in (game.currencies ?? {}))
      );
    })
    .sort((a, b) => a.position - b.position)
    .map(({ game }) => ({ identifier: game.identifier, title: game.title }));
  return slots;
}

/** `count` games from place `from` of the popular slots: different gifts use different games. */
export function slotGames(from: number, count: number): SlotGame[] {
  return popularSlots().slice(from, from + count);
}
