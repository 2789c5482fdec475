import { formatMoney, useRuntime, useTranslation } from '@core/index';
import { formatPromoDate, formatPromoTime } from '@core/promo';
import type { Lottery } from '@schemas/wire/promotions';
import { usePromoZone } from '../use-promo-zone';
import styles from './PrizesTable.module.css';

/** How tickets are earned (deposit scale rules, comp points) and when the draw is. */
export function TicketRules({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation('tournaments');
  const locale = useRuntime().locale.current;
  const zone = usePromoZone();
  const rules = [...lottery.deposit_scale_rules].sort((a, b) => a.min_deposit_cents - b.min_deposit_cents);
  return (
    <section className={styles.card} aria-labelledby="ticket-rules-title" data-testid="ticket-rules">
      <h2 id="ticket-rules-title" className={styles.title}>{t('lottery.howTitle')}</h2>
      <table className={styles.table}>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.min_deposit_cents}>
              <th scope="row">{t('lottery.depositFrom', { amount: formatMoney(rule.min_deposit_cents, lottery.currency, locale).text })}</th>
              <td>{t('lottery.tickets', { count: rule.tickets })}</td>
            </tr>
          ))}
          {lottery.comp_points_ticket_price !== null && (
            <tr>
              <th scope="row">{t('lottery.compPoints')}</th>
              <td>{t('lottery.pointsPerTicket', { points: lottery.comp_points_ticket_price })}</td>
            </tr>
          )}
          {lottery.max_tickets_count_to_player !== null && (
            <tr>
              <th scope="row">{t('lottery.maxTickets')}</th>
              <td>{lottery.max_tickets_count_to_player}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{t('lottery.drawAt')}</th>
            <td>{formatPromoDate(lottery.end_at, zone)} {formatPromoTime(lottery.end_at, zone)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
