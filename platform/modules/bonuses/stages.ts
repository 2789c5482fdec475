import { receivedStatusOfStage, type ReceivedStatus } from '../../../schemas/wire/bonus-stages';

/**
 * The stage machines of a money bonus and of a free-spin pack (spec part 2 §3 stages), as pure functions: every
 * change of stage in the engine asks these first, so the table test (stages.test.ts) is the whole machine.
 */

export type BonusStage = 'issued' | 'activated' | 'handle_bets' | 'wager_done' | 'finished' | 'canceled' | 'expired' | 'lost' | 'wait';
export type PackStage = 'issued' | 'activated' | 'finished' | 'canceled' | 'expired';

/** Holding money in the wallet's bonus pocket; at most one per player and currency. */
export const ACTIVE_STAGES: readonly BonusStage[] = ['activated', 'handle_bets'];
/** Not ended: listed as actual (§4), cancelable. */
export const OPEN_STAGES: readonly BonusStage[] = ['issued', 'wait', 'activated', 'handle_bets'];
export const OPEN_PACK_STAGES: readonly PackStage[] = ['issued', 'activated'];

export const isActive = (stage: BonusStage) => ACTIVE_STAGES.includes(stage);
export const isOpen = (stage: BonusStage) => OPEN_STAGES.includes(stage);
export const isOpenPack = (stage: PackStage) => OPEN_PACK_STAGES.includes(stage);

export type BonusEvent =
  /** The player activates a new gift, or the issuing flow does (a deposit bonus, free-spin winnings). */
  | 'activate'
  /** The active bonus of its currency ended: the oldest waiting one moves up. */
  | 'slot_freed'
  /** A real-money bet while it is active. */
  | 'bet'
  /** Its wagering reached the requirement: converted to real money (up to the max win). */
  | 'wagering_done'
  /** Its money fell below one minor unit before the wagering was done. */
  | 'money_gone'
  /** The player gives it up (DELETE). */
  | 'cancel'
  /** A withdrawal was requested: active and waiting bonuses are erased. */
  | 'withdrawal'
  /** activatable_until (issued, waiting) or valid_until (active) passed. */
  | 'expire';

export interface StageFacts {
  /** Another money bonus of the same player and currency is active now. */
  slotTaken: boolean;
  /** Nothing to wager (requirement 0): it pays out as real money the moment it activates. */
  wagerFree: boolean;
}

/** The stage a money bonus moves to on `event`, or null when the event does not apply in that stage. */
export function nextBonusStage(stage: BonusStage, event: BonusEvent, facts: StageFacts = { slotTaken: false, wagerFree: false }): BonusStage | null {
  switch (event) {
    case 'activate':
      if (stage !== 'issued') return null;
      // A wager-free gift never occupies the one active slot: it is paid out at once.
      if (facts.wagerFree) return 'finished';
      return facts.slotTaken ? 'wait' : 'activated';
    case 'slot_freed':
      if (stage !== 'wait') return null;
      if (facts.wagerFree) return 'finished';
      return facts.slotTaken ? null : 'activated';
    case 'bet':
      return isActive(stage) ? 'handle_bets' : null;
    case 'wagering_done':
      return isActive(stage) ? 'wager_done' : null;
    case 'money_gone':
      return isActive(stage) ? 'lost' : null;
    case 'cancel':
      return isOpen(stage) ? 'canceled' : null;
    case 'withdrawal':
      // A new gift not yet taken stays: only money the player holds (or waits for) is erased.
      return stage === 'wait' || isActive(stage) ? 'canceled' : null;
    case 'expire':
      return isOpen(stage) ? 'expired' : null;
  }
}

export type PackEvent = 'activate' | 'spin' | 'played_out' | 'cancel' | 'expire';

/** The stage a free-spin pack moves to on `event`, or null when it does not apply. */
export function nextPackStage(stage: PackStage, event: PackEvent): PackStage | null {
  switch (event) {
    case 'activate':
      return stage === 'issued' ? 'activated' : null;
    case 'spin':
      return stage === 'activated' ? 'activated' : null;
    case 'played_out':
      return stage === 'activated' ? 'finished' : null;
    case 'cancel':
    case 'expire':
      return isOpenPack(stage) ? (event === 'cancel' ? 'canceled' : 'expired') : null;
  }
}

/**
 * Spec part 2 §3 received status (`GET /api/v2/bonuses`): what became of a gift, by the rule the client shares
 * (`receivedStatusOfStage`); a bonus erased by a withdrawal says so.
 */
export function receivedStatus(stage: BonusStage | PackStage, endedBy: string | null): ReceivedStatus {
  return endedBy === 'withdrawal' ? 'erased_by_withdraw' : receivedStatusOfStage(stage);
}
