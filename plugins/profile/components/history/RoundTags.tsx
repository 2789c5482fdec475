import { useRuntime, useTranslation } from '@core/index';
import type { BetHistoryEntry } from '@schemas/wire/game-history';
import { money } from '../../rules/history-format';
import styles from './RoundTags.module.css';

/**
 * What sets a round apart: demo play, a free spin, the part of the stake bonus money paid, a round still in
 * play or cancelled. Nothing for a plain real-money round.
 */
export function RoundTags({ entry, className }: { entry: BetHistoryEntry; className?: string }) {
  const { t } = useTranslation('profile');
  const locale = useRuntime().locale.current;
  const tags: { key: string; text: string; tone: string }[] = [];
  if (entry.mode === 'demo') tags.push({ key: 'demo', text: t('history.tag.demo'), tone: 'muted' });
  if (entry.free_round) tags.push({ key: 'free', text: t('history.tag.freeSpin'), tone: 'accent' });
  else if (entry.bonus_bets > 0) tags.push({ key: 'bonus', text: t('history.tag.bonus', { amount: money(entry.bonus_bets, entry.currency, locale) }), tone: 'accent' });
  if (entry.bet_status === 'pending') tags.push({ key: 'pending', text: t('history.status.pending'), tone: 'warning' });
  if (entry.bet_status === 'canceled') tags.push({ key: 'canceled', text: t('history.status.canceled'), tone: 'muted' });
  if (entry.bet_status === 'other') tags.push({ key: 'other', text: t('history.status.other'), tone: 'muted' });
  if (tags.length === 0) return null;
  return (
    <span className={`${styles.tags} ${className ?? ''}`}>
      {tags.map((tag) => (
        <span key={tag.key} className={styles.tag} data-tone={tag.tone} data-tag={tag.key}>
          {tag.text}
        </span>
      ))}
    </span>
  );
}
