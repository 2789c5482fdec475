import { Link } from 'wouter';
import { Dialog, useTranslation } from '@core/index';
import type { LootboxActivation } from '@schemas/wire/lootboxes';
import type { WheelSegment } from '@schemas/wire/wheel-config';
import styles from './ResultDialog.module.css';
import { useSegmentText } from './use-segment-lines';

interface ResultDialogProps {
  result: LootboxActivation;
  /** The segment the wheel stopped on (null when the platform's item was not on the wheel drawn). */
  segment: WheelSegment | null;
  currency: string;
  onClose: () => void;
}

/**
 * The spin's result (spec part 2 §2 wheel pages: "the result modal"): the prize the platform drew, in words, and
 * where it waits — a new gift to activate in the gifts tab — or "no prize this time".
 */
export function ResultDialog({ result, segment, currency, onClose }: ResultDialogProps) {
  const { t } = useTranslation('wheel');
  const { text } = useSegmentText();
  const won = result.issued.length > 0;
  const prize = segment ? text(segment, currency) : result.item.title || result.item.prize;

  return (
    <Dialog title={won ? t('result.title') : t('result.titleNothing')} onClose={onClose} size="small">
      <div className={styles.body} data-testid="wheel-result" data-prize={result.item.prize} data-item-id={result.item.id} data-lootbox-id={result.lootbox.id}>
        <p className={styles.prize}>{won ? t('result.won', { prize }) : t('result.nothing')}</p>
        {won && <p className={styles.note}>{t('result.inGifts')}</p>}
        <div className={styles.actions}>
          {won && (
            <Link href="/profile/gifts" className={styles.primary} onClick={onClose}>
              {t('result.toGifts')}
            </Link>
          )}
          <button type="button" className={won ? styles.secondary : styles.primary} onClick={onClose}>
            {t('result.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
