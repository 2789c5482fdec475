/**
 * What other modules may use of lootboxes: issuing a box (a reward, a wheel spin) by a definition's key or with
 * contents of its own, checking whether a `sourceRef` was issued, the extension point through which engines with a
 * schedule of their own issue what is due before a player's boxes are listed (the wheel's daily spin), and the
 * audit replay of a recorded draw. Opening a box is the player's call only.
 */
export { issueLootbox, lootboxIssued, type LootboxContents, type LootboxContext, type LootboxGrant, type NewLootboxItem } from './issue';
export { provideDueBoxes, type DueBoxesProvider } from './due-boxes';
export { replayDraw, type DrawOutcome } from './draw';
export type { PrizeBonus } from './prize-terms';
