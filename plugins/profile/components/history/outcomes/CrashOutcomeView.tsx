import { useRuntime, useTranslation } from '@core/index';
import type { RoundOutcome } from '@schemas/wire/game-round-outcome';
import { multiplierText } from '../../../rules/history-format';
import { ProvablyFair } from './ProvablyFair';
import styles from './Outcome.module.css';

type Crash = Extract<RoundOutcome, { kind: 'crash' }>;

/** Where the rocket exploded, where the player cashed out (or not), and the round's seed and its hash. */
export function CrashOutcomeView({ outcome }: { outcome: Crash }) {
  const { t } = useTranslation('profile');
  const locale = useRuntime().locale.current;
  const x = (value: number) => multiplierText(value, locale);
  return (
    <div className={styles.block} data-testid="outcome-crash">
      {outcome.round_id !== null && <p className={styles.muted}>{t('history.outcome.crashRound', { id: outcome.round_id })}</p>}
      <dl className={styles.pairs}>
        <div>
          <dt>{t('history.outcome.crashPoint')}</dt>
          <dd>{outcome.crash_point === null ? t('history.outcome.stillFlying') : x(outcome.crash_point)}</dd>
        </div>
        <div>
          <dt>{t('history.outcome.cashedOut')}</dt>
          <dd data-won={outcome.cashed_out_at !== null || undefined}>{outcome.cashed_out_at === null ? t('history.outcome.noCashOut') : x(outcome.cashed_out_at)}</dd>
        </div>
        {outcome.auto_cash_out !== null && (
          <div>
            <dt>{t('history.outcome.autoCashOut')}</dt>
            <dd>{x(outcome.auto_cash_out)}</dd>
          </div>
        )}
      </dl>
      <ProvablyFair hash={outcome.seed_hash} seed={outcome.seed} />
    </div>
  );
}
