/**
 * The cashbox's addresses (spec part 2 §2) as data the screens, the close rule and the opened-from rule share.
 * The manifest declares the same paths as routes (tests/cashbox-rules.test.ts keeps the two in step).
 */
export type CashboxScreen = 'dashboard' | 'deposit' | 'deposit-bonus' | 'deposit-fast' | 'withdraw' | 'history' | 'result';

export interface ScreenMatch {
  screen: CashboxScreen;
  /** `/cashbox/result/:id`: the payment id; `/accounts/:id/deposit`: the wallet's currency. */
  param?: string;
}

const FIXED: Record<string, CashboxScreen> = {
  '/cashbox': 'dashboard',
  '/dashboard': 'dashboard',
  '/deposit': 'deposit',
  '/deposit-bonus': 'deposit-bonus',
  '/deposit-fast': 'deposit-fast',
  '/withdraw': 'withdraw',
  '/cashbox/history': 'history',
};

/** Which screen a path (without the locale prefix and query) shows, or `null` outside the cashbox. */
export function screenOf(path: string): ScreenMatch | null {
  const fixed = FIXED[path];
  if (fixed) return { screen: fixed };
  const result = /^\/cashbox\/result\/([^/]+)$/.exec(path);
  if (result) return { screen: 'result', param: decodeURIComponent(result[1]!) };
  const account = /^\/accounts\/([^/]+)\/deposit$/.exec(path);
  if (account) return { screen: 'deposit', param: decodeURIComponent(account[1]!) };
  return null;
}

export const isCashboxPath = (path: string): boolean => screenOf(path) !== null;

/** The tabs of the cashbox, in order; every screen belongs to one. */
export const CASHBOX_TABS = [
  { tab: 'dashboard', path: '/dashboard' },
  { tab: 'deposit', path: '/deposit' },
  { tab: 'withdraw', path: '/withdraw' },
  { tab: 'history', path: '/cashbox/history' },
] as const;
export type CashboxTab = (typeof CASHBOX_TABS)[number]['tab'];

export function tabOf(screen: CashboxScreen): CashboxTab {
  if (screen === 'deposit-bonus' || screen === 'deposit-fast') return 'deposit';
  if (screen === 'result') return 'history';
  return screen;
}
