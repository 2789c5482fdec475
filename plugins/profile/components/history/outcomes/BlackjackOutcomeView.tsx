import { useRuntime, useTranslation } from '@core/index';
import type { BlackjackHandView, RoundOutcome } from '@schemas/wire/game-round-outcome';
import { cardFace, money } from '../../../rules/history-format';
import styles from './Outcome.module.css';

type Blackjack = Extract<RoundOutcome, { kind: 'blackjack' }>;

/** The dealer's cards and total, then each hand: cards, total, stake, result and win (split hands side by side). */
export function BlackjackOutcomeView({ outcome, currency }: { outcome: Blackjack; currency: string }) {
  const { t } = useTranslation('profile');
  const locale = useRuntime().locale.current;
  return (
    <div className={styles.block} data-testid="outcome-blackjack">
      <div className={styles.hand}>
        <p className={styles.line}>
          <span className={styles.who}>{t('history.outcome.dealer')}</span>
          {outcome.dealer.total !== null && <span>{t('history.outcome.total', { total: outcome.dealer.total })}</span>}
        </p>
        <Cards cards={outcome.dealer.cards} />
      </div>
      <div className={styles.hands}>
        {outcome.hands.map((hand, i) => (
          <div key={i} className={styles.hand} data-result={hand.result ?? 'pending'}>
            <p className={styles.line}>
              <span className={styles.who}>{outcome.hands.length > 1 ? t('history.outcome.handOf', { number: i + 1 }) : t('history.outcome.hand')}</span>
              {hand.total !== null && <span>{t('history.outcome.total', { total: hand.total })}</span>}
            </p>
            <Cards cards={hand.cards} />
            <p className={styles.line}>
              <span>
                {resultText(t, hand)}
                {hand.doubled ? ` · ${t('history.outcome.doubled')}` : ''}
              </span>
              <span>
                {money(hand.bet_cents, currency, locale)} → <strong>{money(hand.win_cents, currency, locale)}</strong>
              </span>
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}

function resultText(t: ReturnType<typeof useTranslation>['t'], hand: BlackjackHandView): string {
  return hand.result === null ? t('history.status.pending') : t(`history.outcome.result.${hand.result}`);
}

/** Cards as faces (`A♠`, `10♦`); the dealer's hidden card as a card back. */
function Cards({ cards }: { cards: readonly string[] }) {
  const { t } = useTranslation('profile');
  return (
    <ul className={styles.cards}>
      {cards.map((code, i) => {
        const face = cardFace(code);
        return face ? (
          <li key={i} className={styles.card} data-red={face.red || undefined}>
            {face.rank}
            {face.suit}
          </li>
        ) : (
          <li key={i} className={styles.card} data-hidden aria-label={t('history.outcome.hiddenCard')}>
            ?
          </li>
        );
      })}
    </ul>
  );
}
