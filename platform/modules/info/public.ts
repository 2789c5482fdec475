/**
 * What other modules may use of info: reference data with no tables (countries and licences, currencies,
 * player-field rules, VIP statuses). Pure, so importing it needs no `dependsOn` (platform/module.ts).
 */
export { COUNTRY_CODES, countryRestriction, defaultCurrencyFor, isFullyRestricted, licenceFor } from './countries';
export { CURRENCY_CODES } from './currencies';
export { coinValueInEur } from './crypto-rates';
export { displayAmount, friendlyMinorUnits } from './friendly-amounts';
export { rulesForContext } from './player-fields';
export { statusesOf } from './vip-statuses';
