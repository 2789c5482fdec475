/**
 * Bonus stages and received statuses (spec part 2 §3) as plain data, without zod: the platform, the wire schemas
 * and the client's first-paint code (the header's gift counter) share them without loading a schema.
 */

/** Spec part 2 §3 bonus stages. Past: finished, canceled, expired, wager_done, lost (§4 grouping). */
export const BONUS_STAGES = ['issued', 'activated', 'handle_bets', 'wager_done', 'finished', 'canceled', 'expired', 'lost', 'wait'] as const;
export type BonusStage = (typeof BONUS_STAGES)[number] | 'other';

/** Spec part 2 §3 received statuses (`GET /api/v2/bonuses`): what became of a gift, for both kinds. */
export const RECEIVED_STATUSES = ['received', 'activated', 'expired', 'used', 'erased_by_withdraw'] as const;
export type ReceivedStatus = (typeof RECEIVED_STATUSES)[number] | 'other';

/**
 * The received status a stage stands for (spec part 2 §3): the platform answers it in `GET /api/v2/bonuses`, and the
 * client follows live stage changes with the same rule. A bonus a withdrawal erased is `erased_by_withdraw` instead
 * (only the platform knows why a bonus ended).
 */
export function receivedStatusOfStage(stage: string): ReceivedStatus {
  switch (stage) {
    case 'issued':
      return 'received';
    case 'expired':
      return 'expired';
    case 'finished':
    case 'wager_done':
    case 'canceled':
    case 'lost':
      return 'used';
    default:
      return 'activated';
  }
}
