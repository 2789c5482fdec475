import { useTranslation } from '@core/index';
import type { RoundOutcome } from '@schemas/wire/game-round-outcome';
import { BlackjackOutcomeView } from './BlackjackOutcomeView';
import { CrashOutcomeView } from './CrashOutcomeView';
import { RouletteOutcomeView } from './RouletteOutcomeView';
import { SlotOutcomeView } from './SlotOutcomeView';
import styles from './Outcome.module.css';

/** What a round showed, by its kind; a kind this client does not know (or an empty outcome) gets a neutral line. */
export function RoundOutcomeView({ outcome, currency }: { outcome: RoundOutcome; currency: string }) {
  const { t } = useTranslation('profile');
  switch (outcome.kind) {
    case 'slot':
      return <SlotOutcomeView outcome={outcome} currency={currency} />;
    case 'roulette':
    case 'live-roulette':
      return <RouletteOutcomeView outcome={outcome} currency={currency} />;
    case 'blackjack':
      return <BlackjackOutcomeView outcome={outcome} currency={currency} />;
    case 'crash':
      return <CrashOutcomeView outcome={outcome} />;
    default:
      return (
        <p className={styles.neutral} data-testid="outcome-other">
          {t('history.outcome.unavailable')}
        </p>
      );
  }
}
