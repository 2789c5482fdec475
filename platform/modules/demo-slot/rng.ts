import { createHmac, randomBytes } from 'node:crypto';
import { SLOT_SYMBOLS, type SlotSymbol } from '../../../schemas/wire/game-session';
import { REELS, ROWS, SYMBOL_WEIGHTS } from './paytable';

/**
 * Round n of a session draws from HMAC-SHA256(server seed, `${sessionId}:${n}`): reproducible from the
 * stored seed (audits, disputes, tests) and unpredictable to the player, who never sees the seed.
 */
export const newRngSeed = () => randomBytes(32).toString('hex');

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + SYMBOL_WEIGHTS[s], 0);

function pick(u32: number): SlotSymbol {
  let ticket = Math.floor((u32 / 2 ** 32) * TOTAL_WEIGHT);
  for (const symbol of SLOT_SYMBOLS) {
    ticket -= SYMBOL_WEIGHTS[symbol];
    if (ticket < 0) return symbol;
  }
  return SLOT_SYMBOLS[SLOT_SYMBOLS.length - 1]!;
}

/** The 5x3 window of a round, as `reels[reel][row]`. */
export function drawWindow(seed: string, sessionId: string, round: number): SlotSymbol[][] {
  // 15 cells x 4 bytes = 60 bytes: two HMAC blocks.
  const bytes = Buffer.concat(
    ['a', 'b'].map((block) => createHmac('sha256', seed).update(`${sessionId}:${round}:${block}`).digest()),
  );
  const reels: SlotSymbol[][] = [];
  for (let reel = 0; reel < REELS; reel++) {
    const column: SlotSymbol[] = [];
    for (let row = 0; row < ROWS; row++) column.push(pick(bytes.readUInt32BE((reel * ROWS + row) * 4)));
    reels.push(column);
  }
  return reels;
}
