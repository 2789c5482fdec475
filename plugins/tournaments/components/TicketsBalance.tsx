import { useEffect } from 'react';
import { Link } from 'wouter';
import { useRuntime, useTranslation, useVisibility } from '@core/index';
import { formatPromoDate } from '@core/promo';
import { ensureLotteries, ensureTickets } from '../actions';
import { promoStatus, visibleTo } from '../promo-status';
import { usePromoData } from '../use-promo-data';
import styles from './TicketsBalance.module.css';

/**
 * The lottery tickets balance in the header's balance dropdown (spec part 1 §2, part 2 §3): the player's tickets
 * in the lotteries not drawn yet, linking to the next draw. Read fresh each time the dropdown opens.
 */
export default function TicketsBalance({ close }: { close: () => void }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const { groups } = useVisibility();
  const { lotteries, tickets } = usePromoData();
  useEffect(() => {
    void ensureLotteries(runtime);
    void ensureTickets(runtime, { force: true });
  }, [runtime]);
  const now = Date.now();
  const open = (lotteries ?? [])
    .filter((lottery) => visibleTo(lottery, groups) && promoStatus(lottery, now) !== 'archive')
    .sort((a, b) => Date.parse(a.end_at) - Date.parse(b.end_at));
  const known = lotteries !== null && tickets !== null;
  const total = known ? open.reduce((sum, lottery) => sum + (tickets?.[lottery.id]?.length ?? 0), 0) : null;
  const next = open[0] ?? null;
  return (
    <Link href={next ? `/lottery/${next.frontend_identifier}` : '/tournaments/lotteries'} className={styles.row} onClick={close} data-testid="tickets-balance">
      <span className={styles.text}>
        <span className={styles.label}>{t('balance.tickets')}</span>
        <span className={styles.sub}>{next ? t('balance.nextDraw', { date: formatPromoDate(next.end_at) }) : t('balance.noDraw')}</span>
      </span>
      <strong className={styles.amount}>{total === null ? '–' : total}</strong>
    </Link>
  );
}
