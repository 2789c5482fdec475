/**
 * What other modules may use of lotteries. The comp points engine (issue 16) sells tickets: inside the
 * transaction that debits the points it calls `issueLotteryTickets` with `source: 'comp_points'` and a ref
 * unique to the exchange, after reading the price with `lotteryTicketOffer`; a refusal (cap reached, not
 * running, not the player's group) means it must not debit. `replayDraw` re-runs a finished draw for audits.
 */
export { issueLotteryTickets, type TicketRequest, type TicketResult } from './tickets';
export { lotteryTicketOffer } from './ticket-offer';
export { replayDraw, type DrawWinner } from './draw';
export { createLottery, type NewLottery } from './create-lottery';
