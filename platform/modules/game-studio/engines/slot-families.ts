import { PAYLINES_20, reelStrip, type SlotFamily, type SlotFamilyId, type SlotSymbolId } from './slot-family';

/**
 * The studio's three slot families, pure data. Change a count or a pay and slot-rtp.ts gives the new exact
 * RTP; the tests then ask for `rtpPercent` to be set to it. Line pays are in line bets (stake ÷ lines),
 * scatter pays in total bets. The volatility labels are relative and measured: the standard deviation of
 * one round's win in stakes is about 1.6 (low), 2.0 (medium) and 6 (high), see README.md.
 */

type Counts = Partial<Record<SlotSymbolId, number>>;

/** Five reel strips from shared symbol counts and each reel's number of scatters. */
const strips = (counts: Counts, scatters: readonly number[]) => scatters.map((scatter) => reelStrip({ ...counts, scatter }));

/** Low: 20 lines, a win on more than half of the spins, a short free-spins round on the same reels. */
const FRUIT_FIESTA: SlotFamily = {
  id: 'fruit-fiesta',
  title: 'Fruit Fiesta',
  volatility: 'low',
  rtpPercent: 95.84,
  rows: 3,
  paylines: PAYLINES_20,
  baseReels: strips({ cherry: 9, lemon: 8, plum: 7, bell: 6, bar: 4, seven: 3, wild: 1 }, [2, 2, 2, 2, 2]),
  freeReels: strips({ cherry: 9, lemon: 8, plum: 7, bell: 6, bar: 4, seven: 3, wild: 1 }, [1, 1, 1, 1, 1]),
  linePays: {
    cherry: [11, 22, 45],
    lemon: [11, 23, 50],
    plum: [15, 32, 75],
    bell: [18, 47, 110],
    bar: [22, 68, 170],
    seven: [36, 110, 280],
    wild: [55, 170, 560],
  },
  scatterPays: { 3: 1, 4: 3, 5: 10 },
  freeSpins: { 3: 5, 4: 6, 5: 8 },
  freeSpinMultiplier: 1,
};

/** Medium: 20 lines with steeper pays and a ×2 free-spins round. */
const CRYSTAL_SEVENS: SlotFamily = {
  id: 'crystal-sevens',
  title: 'Crystal Sevens',
  volatility: 'medium',
  rtpPercent: 96.14,
  rows: 3,
  paylines: PAYLINES_20,
  baseReels: strips({ cherry: 8, lemon: 7, plum: 6, bell: 5, bar: 4, seven: 3, diamond: 2, wild: 1 }, [1, 1, 2, 1, 1]),
  freeReels: strips({ cherry: 8, lemon: 7, plum: 6, bell: 5, bar: 4, seven: 3, diamond: 2, wild: 1 }, [1, 1, 1, 1, 1]),
  linePays: {
    cherry: [15, 22, 40],
    lemon: [14, 24, 45],
    plum: [17, 35, 80],
    bell: [21, 50, 120],
    bar: [28, 70, 200],
    seven: [40, 120, 400],
    diamond: [60, 200, 750],
    wild: [80, 250, 1000],
  },
  scatterPays: { 3: 2, 4: 5, 5: 25 },
  freeSpins: { 3: 6, 4: 8, 5: 10 },
  freeSpinMultiplier: 2,
};

/** High: 10 lines, a win on under a third of the spins; a ×3 free-spins round on wild-rich reels carries a third of the return. */
const PHARAOHS_FORTUNE: SlotFamily = {
  id: 'pharaohs-fortune',
  title: 'Pharaoh’s Fortune',
  volatility: 'high',
  rtpPercent: 96.28,
  rows: 3,
  paylines: PAYLINES_20.slice(0, 10),
  baseReels: strips({ cherry: 7, lemon: 7, plum: 7, bell: 6, bar: 5, seven: 3, diamond: 2, wild: 1 }, [1, 1, 2, 1, 1]),
  freeReels: strips({ cherry: 7, lemon: 7, plum: 6, bell: 5, bar: 4, seven: 3, diamond: 2, wild: 2 }, [1, 1, 1, 1, 1]),
  linePays: {
    cherry: [5, 20, 50],
    lemon: [5, 20, 50],
    plum: [8, 30, 80],
    bell: [15, 50, 150],
    bar: [25, 80, 300],
    seven: [40, 150, 750],
    diamond: [80, 400, 1500],
    wild: [100, 500, 2500],
  },
  scatterPays: { 3: 3, 4: 20, 5: 200 },
  freeSpins: { 3: 12, 4: 20, 5: 25 },
  freeSpinMultiplier: 3,
};

export const SLOT_FAMILIES: Readonly<Record<SlotFamilyId, SlotFamily>> = {
  'fruit-fiesta': FRUIT_FIESTA,
  'crystal-sevens': CRYSTAL_SEVENS,
  'pharaohs-fortune': PHARAOHS_FORTUNE,
};
