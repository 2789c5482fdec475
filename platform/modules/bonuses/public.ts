/**
 * What other modules may use of bonuses: the check of a deposit's chosen offer (payments calls it before it
 * creates the deposit), the offer's title, and the extension point through which payments tells how many
 * deposits of a player succeeded. Claims follow `payment.changed`; nothing else is called by name.
 */
export { depositBonusRefusal, offerTitle, type DepositBonusChoice } from './validation';
export { provideDepositCounter, type DepositCounter } from './deposit-history';
