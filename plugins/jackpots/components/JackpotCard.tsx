import { Link } from 'wouter';
import { useTranslation } from '@core/index';
import type { JackpotEntry } from '@schemas/wire/jackpots';
import { LiveAmount } from './LiveAmount';
import styles from './JackpotCard.module.css';

/**
 * A jackpot: its name (linking to its page), the top level's amount large and the others below, all live. Levels
 * run from the smallest (index 0) up; the largest leads.
 */
export function JackpotCard({ jackpot, headingLevel = 3 }: { jackpot: JackpotEntry; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('jackpots');
  const levels = [...jackpot.levels].sort((a, b) => b.index - a.index);
  const [top, ...rest] = levels;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="jackpot-card" data-jackpot={jackpot.identifier}>
      <Heading className={styles.name}>
        <Link href={`/jackpots/${jackpot.identifier}`} className={styles.link}>{jackpot.name}</Link>
      </Heading>
      {top && (
        <p className={styles.top}>
          <span className={styles.levelName}>{top.name}</span>
          <LiveAmount levelId={top.id} cents={top.amount_cents} currency={jackpot.currency} className={styles.topAmount} />
        </p>
      )}
      <dl className={styles.levels} aria-label={t('card.levels')}>
        {rest.map((level) => (
          <div key={level.id} className={styles.level}>
            <dt className={styles.levelName}>{level.name}</dt>
            <dd className={styles.amount}>
              <LiveAmount levelId={level.id} cents={level.amount_cents} currency={jackpot.currency} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
