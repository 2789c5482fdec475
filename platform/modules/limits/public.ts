/**
 * What other modules may use of limits: admission checks, called before money moves (a deposit is
 * created, a bet is drawn). Usage is not reported through here: limits counts it from round.settled and
 * payment.changed itself.
 */
export { limitBlockingBet, limitBlockingDeposit } from './enforce';
