import { Link } from 'wouter';
import { useRuntime, useTranslation, useVisibility } from '@core/index';
import type { Lottery } from '@schemas/wire/promotions';
import type { PromoStatus } from '../promo-status';
import styles from './LotteryTickets.module.css';

/**
 * The player's tickets (`/api/lotteries/{id}/status`): in the hero as a count with the way to more (`compact`),
 * on the page as the ticket numbers. Guests are offered registration, and come back here after it.
 */
export function LotteryTickets({ lottery, tickets, status, compact = false }: { lottery: Lottery; tickets: readonly string[] | null; status: PromoStatus; compact?: boolean }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const here = `/lottery/${lottery.frontend_identifier}`;
  const register = `${runtime.pathOf('registration')}?redirect=${encodeURIComponent(here)}`;

  if (compact) {
    if (!loggedIn) {
      return status === 'archive' ? null : (
        <div className={styles.cta}>
          <Link href={register} className={styles.button}>{t('lottery.register')}</Link>
          <p className={styles.hint}>{t('lottery.registerHint')}</p>
        </div>
      );
    }
    return (
      <div className={styles.cta}>
        <p className={styles.count} data-testid="ticket-count">
          <TicketIcon />
          {tickets === null ? '–' : t(status === 'archive' ? 'lottery.hadTickets' : 'lottery.yourTickets', { count: tickets.length })}
        </p>
        {status !== 'archive' && <Link href="/cashbox" className={styles.link}>{t('lottery.getTickets')}</Link>}
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="tickets-title" data-testid="lottery-tickets">
      <h2 id="tickets-title" className={styles.title}>{t('lottery.ticketsTitle')}</h2>
      {!loggedIn ? (
        <div className={styles.empty}>
          <p>{t('lottery.guestTickets')}</p>
          {status !== 'archive' && <Link href={register} className={styles.button}>{t('lottery.register')}</Link>}
        </div>
      ) : tickets === null ? (
        <ul className={styles.tickets} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => <li key={i} className={`${styles.ticket} ${styles.bone}`} aria-hidden="true">&nbsp;</li>)}
        </ul>
      ) : tickets.length === 0 ? (
        <div className={styles.empty}>
          <p>{t(status === 'archive' ? 'lottery.noTicketsPast' : 'lottery.noTickets')}</p>
          {status !== 'archive' && <Link href="/cashbox" className={styles.button}>{t('lottery.getTickets')}</Link>}
        </div>
      ) : (
        <ul className={styles.tickets}>
          {tickets.map((ticket) => (
            <li key={ticket} className={styles.ticket} data-testid="ticket">
              <TicketIcon />
              <span>#{ticket.padStart(6, '0')}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>{t('lottery.ticketsInDraw', { count: lottery.lottery_tickets_count })}</p>
    </section>
  );
}

function TicketIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />
      <path d="M15 7v10" strokeDasharray="2 2.5" />
    </svg>
  );
}
