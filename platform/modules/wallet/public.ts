/**
 * What other modules may use of the wallet (DESIGN §12: money moves only through these, in integer minor
 * units, with a ledger row per movement). Call `applyBalanceChange` inside the publisher's `transaction()`
 * so the movement commits with the fact it pays for.
 */
export { applyBalanceChange, readWallet, type BalanceChange, type BalanceChangeResult, type WalletRow } from './balance';
export { activeWallet, ensureWallets, WALLET_CURRENCIES } from './accounts';
