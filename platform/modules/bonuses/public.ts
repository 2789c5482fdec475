/**
 * What other modules may use of bonuses: the check of a deposit's chosen offer (payments calls it before it
 * creates the deposit), the offer's title, and the extension point through which payments tells how many
 * deposits of a player succeeded. Everything else of the engine follows domain events (`payment.changed`,
 * `round.settled`, `player.registered`, `promotion.prize_awarded`); nothing else is called by name — except
 * `issuePrizeGift`: a prize engine that draws what it gives (lootboxes, issue 12) issues the drawn bonus or free spins
 * as a new gift inside its own transaction, so the draw and the gift commit together (prize-gifts.ts).
 */
export { depositBonusRefusal, offerTitle, type DepositBonusChoice } from './validation';
export { provideDepositCounter, type DepositCounter } from './deposit-history';
export { issuePrizeGift, mayIssueBonuses, type PrizeGift, type PrizeGiftResult } from './prize-gifts';
