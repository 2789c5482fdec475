/**
 * What other modules may use of the wallet (DESIGN §12: money moves only through these, in integer minor
 * units, with a ledger row per movement). Call them inside the publisher's `transaction()` so the movement
 * commits with the fact it pays for. `debitStake` / `creditWinnings` move a round's stake and win real money
 * first, then the bonus pocket; `applyBalanceChange` moves one pocket.
 */
export {
  applyBalanceChange,
  bonusShareOfWin,
  creditWinnings,
  debitStake,
  readWallet,
  type BalanceChange,
  type BalanceChangeResult,
  type StakeDebit,
  type StakeResult,
  type WalletRow,
  type WinningsCredit,
  type WinningsResult,
} from './balance';
export { activeWallet, ensureWallets, WALLET_CURRENCIES } from './accounts';
