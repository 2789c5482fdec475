import { describe, expect, it } from 'vitest';
import { randomStream } from './random-stream';
import { scriptedRandom } from './scripted-random';
import { byCount, evaluateWindow, lineResult, windowAt } from './slot-evaluate';
import { SLOT_FAMILIES } from './slot-families';
import { SCATTER, SLOT_FAMILY_IDS, WILD, type SlotFamily, type SlotSymbolId } from './slot-family';
import { drawStops, playSlotRound, slotBetRefusal, stopCombinations, ticketOf } from './slot-round';

const families = Object.values(SLOT_FAMILIES);
const paying = (family: SlotFamily) => Object.keys(family.linePays).filter((s) => s !== WILD) as SlotSymbolId[];

/** A stop of `strip` whose window shows a scatter (wanted = true) or none (false). */
function stopWith(family: SlotFamily, strip: readonly SlotSymbolId[], wanted: boolean): number {
  for (let stop = 0; stop < strip.length; stop++) {
    const shows = windowAt([strip], [stop], family.rows)[0]!.includes(SCATTER);
    if (shows === wanted) return stop;
  }
  throw new Error('no such stop');
}

describe('slot paytables', () => {
  it.each(families.map((f) => [f.id, f] as const))('%s pays every run of 3, 4 and 5 as its table says', (_, family) => {
    for (const [symbol, pays] of Object.entries(family.linePays) as [SlotSymbolId, readonly number[]][]) {
      for (let count = 3; count <= 5; count++) {
        const line = [...Array<SlotSymbolId>(count).fill(symbol), ...Array<SlotSymbolId>(5 - count).fill(SCATTER)];
        expect(lineResult(family, line), `${symbol} x${count}`).toEqual({ symbol, count, pays: pays[count - 3] });
      }
      expect(lineResult(family, [symbol, symbol, SCATTER, symbol, symbol])).toBeNull();
    }
  });

  it('lets wilds stand in for any line symbol and pays the better of the wilds alone or the substituted run', () => {
    const family = SLOT_FAMILIES['fruit-fiesta'];
    expect(lineResult(family, ['wild', 'wild', 'cherry', 'cherry', 'plum'])).toEqual({ symbol: 'cherry', count: 4, pays: 22 });
    expect(lineResult(family, ['cherry', 'wild', 'cherry', 'wild', 'cherry'])).toEqual({ symbol: 'cherry', count: 5, pays: 45 });
    // Three wilds alone (55) beat four plums (32).
    expect(lineResult(family, ['wild', 'wild', 'wild', 'plum', 'lemon'])).toEqual({ symbol: 'wild', count: 3, pays: 55 });
    // Four wilds and a seven: five sevens (280) beat four wilds (170).
    expect(lineResult(family, ['wild', 'wild', 'wild', 'wild', 'seven'])).toEqual({ symbol: 'seven', count: 5, pays: 280 });
    expect(lineResult(family, ['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({ symbol: 'wild', count: 5, pays: 560 });
  });

  it('never makes a line of scatters, nor lets the wild stand in for one', () => {
    const family = SLOT_FAMILIES['crystal-sevens'];
    expect(lineResult(family, ['scatter', 'scatter', 'scatter', 'scatter', 'scatter'])).toBeNull();
    expect(lineResult(family, ['wild', 'scatter', 'scatter', 'cherry', 'cherry'])).toBeNull();
    expect(lineResult(family, ['cherry', 'cherry', 'lemon', 'lemon', 'lemon'])).toBeNull();
  });

  it('reads the window from the stops, wrapping round the strip', () => {
    const strip: SlotSymbolId[] = ['cherry', 'lemon', 'plum', 'bell'];
    expect(windowAt([strip, strip], [3, 0], 3)).toEqual([
      ['bell', 'cherry', 'lemon'],
      ['cherry', 'lemon', 'plum'],
    ]);
  });

  it('pays scatters anywhere and looks up by-count tables with the largest key as the ceiling', () => {
    const family = SLOT_FAMILIES['pharaohs-fortune'];
    const window: SlotSymbolId[][] = [
      ['scatter', 'cherry', 'lemon'],
      ['plum', 'lemon', 'cherry'],
      ['lemon', 'scatter', 'bell'],
      ['bar', 'plum', 'cherry'],
      ['cherry', 'bell', 'scatter'],
    ];
    const result = evaluateWindow(family, window);
    expect(result.scatters).toBe(3);
    expect(result.scatterPays).toBe(3);
    expect(result.freeSpinsAwarded).toBe(12);
    expect(byCount({ 3: 1, 4: 2, 5: 9 }, 7)).toBe(9);
    expect(byCount({ 3: 1, 4: 2, 5: 9 }, 2)).toBe(0);
  });

  it('adds up every line of a full window: fifteen cherries pay all twenty lines five cherries', () => {
    const family = SLOT_FAMILIES['fruit-fiesta'];
    const window = Array.from({ length: 5 }, () => Array<SlotSymbolId>(3).fill('cherry'));
    const result = evaluateWindow(family, window);
    expect(result.lines).toHaveLength(20);
    expect(result.linePays).toBe(20 * 45);
  });

  it('takes bets in whole line bets only', () => {
    const family = SLOT_FAMILIES['fruit-fiesta'];
    expect(slotBetRefusal(family, 200)).toBeNull();
    expect(slotBetRefusal(family, 210)).toBe('must be a multiple of 20');
    expect(slotBetRefusal(family, 0)).not.toBeNull();
    expect(slotBetRefusal(family, 20.5)).not.toBeNull();
    expect(() => playSlotRound(family, 15, randomStream('s', 'n'))).toThrow(RangeError);
  });

  it.each(families.map((f) => [f.id, f] as const))('%s has five reels with every paying symbol on each', (_, family) => {
    for (const reels of [family.baseReels, family.freeReels]) {
      expect(reels).toHaveLength(5);
      for (const strip of reels) for (const symbol of [...paying(family), WILD, SCATTER]) expect(strip).toContain(symbol);
    }
    expect(family.paylines.every((line) => line.length === 5 && line.every((row) => row >= 0 && row < family.rows))).toBe(true);
  });
});

describe('slot rounds', () => {
  it('draws all five stops from one ticket, every combination once', () => {
    const reels = [['cherry', 'lemon'], ['cherry', 'lemon', 'plum'], ['bell'], ['bar', 'seven'], ['cherry', 'lemon', 'plum']] as SlotSymbolId[][];
    const combinations = stopCombinations(reels);
    expect(combinations).toBe(36);
    const seen = new Set<string>();
    for (let ticket = 0; ticket < combinations; ticket++) {
      const stops = drawStops(reels, scriptedRandom([ticket]));
      expect(ticketOf(reels, stops)).toBe(ticket);
      seen.add(stops.join(','));
    }
    expect(seen.size).toBe(36);
    for (const family of families) expect(stopCombinations(family.baseReels)).toBeLessThanOrEqual(2 ** 32);
  });

  it('prices a paid spin in cents from its window', () => {
    const family = SLOT_FAMILIES['crystal-sevens'];
    const round = playSlotRound(family, 400, randomStream('seed', 'round-7'));
    const result = evaluateWindow(family, round.base.window);
    expect(round.base.window).toEqual(windowAt(family.baseReels, round.base.stops, 3));
    expect(round.base.win_cents).toBe((400 / 20) * result.linePays + 400 * result.scatterPays);
    expect(round.win_cents).toBe(round.base.win_cents + round.free_spins.reduce((s, f) => s + f.win_cents, 0));
  });

  it('is replayed exactly from its seed and nonce', () => {
    for (const family of families) {
      const a = playSlotRound(family, 1000 * 20, randomStream('seed', `${family.id}:42`));
      const b = playSlotRound(family, 1000 * 20, randomStream('seed', `${family.id}:42`));
      expect(a).toEqual(b);
    }
  });

  it.each(SLOT_FAMILY_IDS)('%s: three scatters start the free spins, played on the free reels with the multiplier', (id) => {
    const family = SLOT_FAMILIES[id];
    const base = family.baseReels.map((strip, reel) => stopWith(family, strip, reel < 3));
    const spins = family.freeSpins[3]!;
    const quiet = family.freeReels.map((strip) => stopWith(family, strip, false));
    const rng = scriptedRandom([ticketOf(family.baseReels, base), ...Array<number>(spins).fill(ticketOf(family.freeReels, quiet))]);
    const bet = family.paylines.length * 10;
    const round = playSlotRound(family, bet, rng);
    expect(round.base.scatters).toBe(3);
    expect(round.base.free_spins_awarded).toBe(spins);
    expect(round.base.scatter_win_cents).toBe(bet * family.scatterPays[3]!);
    expect(round.free_spins).toHaveLength(spins);
    expect(rng.left()).toBe(0);
    const free = round.free_spins[0]!;
    expect(free.multiplier).toBe(family.freeSpinMultiplier);
    expect(free.window).toEqual(windowAt(family.freeReels, quiet, 3));
    expect(free.win_cents).toBe((bet / family.paylines.length) * evaluateWindow(family, free.window).linePays * family.freeSpinMultiplier);
  });

  it('adds the free spins a free spin retriggers', () => {
    const family = SLOT_FAMILIES['pharaohs-fortune'];
    const base = family.baseReels.map((strip, reel) => stopWith(family, strip, reel < 3));
    const retrigger = family.freeReels.map((strip, reel) => stopWith(family, strip, reel >= 2));
    const quiet = family.freeReels.map((strip) => stopWith(family, strip, false));
    const spins = family.freeSpins[3]!;
    // First free spin shows three scatters: 12 + 12 free spins in all.
    const rng = scriptedRandom([ticketOf(family.baseReels, base), ticketOf(family.freeReels, retrigger), ...Array<number>(2 * spins - 1).fill(ticketOf(family.freeReels, quiet))]);
    const round = playSlotRound(family, 100, rng);
    expect(round.free_spins[0]!.free_spins_awarded).toBe(spins);
    expect(round.free_spins).toHaveLength(2 * spins);
    expect(rng.left()).toBe(0);
  });
});
