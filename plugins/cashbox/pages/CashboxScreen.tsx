import { useLocation } from 'wouter';
import { NotFoundPage, type RouteProps } from '@core/index';
import { CashboxShell } from '../components/CashboxShell';
import { screenOf, type ScreenMatch } from '../rules/cashbox-paths';
import { DashboardScreen } from './DashboardScreen';
import { DepositScreen } from './DepositScreen';
import { FastDepositScreen } from './FastDepositScreen';
import { HistoryScreen } from './HistoryScreen';
import { ResultScreen } from './ResultScreen';
import { WithdrawScreen } from './WithdrawScreen';

/**
 * Every cashbox route renders this one lazy component: the screen follows the address, so a tab change redraws
 * inside an already loaded chunk with the data the store already holds.
 */
export default function CashboxScreen(_props: RouteProps) {
  const [location] = useLocation();
  const match = screenOf(location);
  if (!match) return <NotFoundPage />;
  return (
    <CashboxShell screen={match.screen}>
      <Screen match={match} />
    </CashboxShell>
  );
}

function Screen({ match }: { match: ScreenMatch }) {
  switch (match.screen) {
    case 'dashboard':
      return <DashboardScreen />;
    case 'deposit':
      return <DepositScreen withBonus={false} walletParam={match.param} />;
    case 'deposit-bonus':
      return <DepositScreen withBonus />;
    case 'deposit-fast':
      return <FastDepositScreen />;
    case 'withdraw':
      return <WithdrawScreen />;
    case 'history':
      return <HistoryScreen />;
    case 'result':
      return <ResultScreen id={match.param ?? ''} />;
  }
}
