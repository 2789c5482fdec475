import { useRuntime, useTranslation } from '@core/index';
import type { RouletteBetView, RoundOutcome } from '@schemas/wire/game-round-outcome';
import { money } from '../../../rules/history-format';
import { ProvablyFair } from './ProvablyFair';
import styles from './Outcome.module.css';

type Roulette = Extract<RoundOutcome, { kind: 'roulette' | 'live-roulette' }>;

/** The winning number and its colour, and every bet with what it paid; a live round adds its round and seeds. */
export function RouletteOutcomeView({ outcome, currency }: { outcome: Roulette; currency: string }) {
  const { t } = useTranslation('profile');
  const locale = useRuntime().locale.current;
  const live = outcome.kind === 'live-roulette' ? outcome : null;
  return (
    <div className={styles.block} data-testid={`outcome-${outcome.kind}`}>
      {live?.round_id !== null && live?.round_id !== undefined && <p className={styles.muted}>{t('history.outcome.liveRound', { id: live.round_id })}</p>}
      {outcome.number === null ? (
        <p className={styles.line}>{t('history.outcome.wheelSpinning')}</p>
      ) : (
        <p className={styles.result}>
          <span className={styles.pocket} data-color={outcome.color ?? 'other'}>
            {outcome.number}
          </span>
          <span>{t(`history.outcome.color.${outcome.color ?? 'other'}`)}</span>
        </p>
      )}
      {outcome.bets.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('history.outcome.betOn')}</th>
              <th scope="col">{t('history.column.bet')}</th>
              <th scope="col">{t('history.column.win')}</th>
            </tr>
          </thead>
          <tbody>
            {outcome.bets.map((bet, i) => (
              <tr key={i} data-won={bet.win_cents > 0 || undefined}>
                <td>{betLabel(t, bet)}</td>
                <td>{money(bet.amount_cents, currency, locale)}</td>
                <td>{money(bet.win_cents, currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {live && <ProvablyFair hash={live.seed_hash} seed={live.seed} />}
    </div>
  );
}

/** `Straight 17`, `Split 17–20`, `Dozen 2`, `Red`…; a kind this client does not know is shown as sent. */
function betLabel(t: ReturnType<typeof useTranslation>['t'], bet: RouletteBetView): string {
  return t(`history.bet.${bet.kind}`, { defaultValue: bet.kind, numbers: bet.numbers.join('–'), index: bet.index ?? '' });
}
