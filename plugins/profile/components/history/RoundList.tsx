import { Fragment } from 'react';
import { formatDate, formatTime, useRuntime, useTranslation } from '@core/index';
import type { BetHistoryEntry } from '@schemas/wire/game-history';
import { localDay, money, providerLabel } from '../../rules/history-format';
import { RoundTags } from './RoundTags';
import styles from './RoundList.module.css';

/**
 * The rounds, newest first, under a heading per day (today, yesterday, then the date). Each row is a button
 * that opens the round's detail: on a desktop a table-like line (time, game, bet, win, balance after), on a
 * phone a two-line card.
 */
export function RoundList({ entries, onOpen }: { entries: readonly BetHistoryEntry[]; onOpen(entry: BetHistoryEntry): void }) {
  const { t } = useTranslation('profile');
  const locale = useRuntime().locale.current;
  const dayName = dayLabel(locale, t('history.today'), t('history.yesterday'));
  const days = groupByDay(entries);
  return (
    <div className={styles.list} data-testid="history-rounds">
      <div className={styles.head} aria-hidden="true">
        <span>{t('history.column.time')}</span>
        <span>{t('history.column.game')}</span>
        <span className={styles.number}>{t('history.column.bet')}</span>
        <span className={styles.number}>{t('history.column.win')}</span>
        <span className={styles.number}>{t('history.column.balance')}</span>
      </div>
      {days.map(({ day, rounds }) => (
        <Fragment key={day}>
          <h3 className={styles.day}>{dayName(rounds[0]!.created_at)}</h3>
          <ul className={styles.rounds}>
            {rounds.map((entry) => (
              <li key={entry.bet_id}>
                <button type="button" className={styles.row} onClick={() => onOpen(entry)} aria-haspopup="dialog" data-bet={entry.bet_id}>
                  <span className={styles.time}>{formatTime(entry.created_at, locale)}</span>
                  <span className={styles.game}>
                    <span className={styles.title}>{entry.title || entry.game}</span>
                    <span className={styles.provider}>{providerLabel(entry)}</span>
                  </span>
                  <span className={`${styles.bet} ${styles.number}`}>
                    <span className={styles.label}>{t('history.column.bet')} </span>
                    {money(entry.total_bets, entry.currency, locale)}
                  </span>
                  <span className={`${styles.win} ${styles.number}`} data-won={entry.total_wins > 0 || undefined}>
                    <span className="visually-hidden">{t('history.column.win')} </span>
                    {entry.bet_status === 'pending' ? '…' : money(entry.total_wins, entry.currency, locale)}
                  </span>
                  <span className={`${styles.balance} ${styles.number}`}>
                    <span className={styles.label}>{t('history.column.balance')} </span>
                    {entry.balance_after_cents === null ? '—' : money(entry.balance_after_cents, entry.currency, locale)}
                  </span>
                  <RoundTags entry={entry} className={styles.tags} />
                  <span className={styles.chevron} aria-hidden="true">›</span>
                </button>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </div>
  );
}

function groupByDay(entries: readonly BetHistoryEntry[]): { day: string; rounds: BetHistoryEntry[] }[] {
  const days: { day: string; rounds: BetHistoryEntry[] }[] = [];
  for (const entry of entries) {
    const day = localDay(entry.created_at);
    const last = days.at(-1);
    if (last?.day === day) last.rounds.push(entry);
    else days.push({ day, rounds: [entry] });
  }
  return days;
}

/** "Today", "Yesterday", else the date in the player's words (`Monday, 23 November 2026`). */
function dayLabel(locale: string, today: string, yesterday: string) {
  const now = new Date();
  const todayKey = localDay(now.toISOString());
  const yesterdayKey = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12).toISOString());
  return (iso: string) => {
    const key = localDay(iso);
    return key === todayKey ? today : key === yesterdayKey ? yesterday : formatDate(iso, locale, { style: 'full' });
  };
}
