import { useState } from 'react';
import { Dialog, useTranslation } from '@core/index';
import type { LootboxActivation } from '@schemas/wire/lootboxes';
import styles from './OpeningDialog.module.css';
import { OpeningReel } from './OpeningReel';
import { usePrizeText } from './use-prize-text';

/**
 * The opening of a box, after the platform answered: the reel runs to the drawn item, then the prize is said in
 * words (announced politely) with where to find it: a new gift in the gifts list below, to activate there.
 */
export function OpeningDialog({ opening, onRevealed, onClose }: { opening: LootboxActivation; onRevealed: () => void; onClose: () => void }) {
  const { t } = useTranslation('lootboxes');
  const prizeText = usePrizeText();
  const [revealed, setRevealed] = useState(false);
  const { lootbox, item, issued } = opening;

  return (
    <Dialog title={t('dialog.title', { title: lootbox.title || t('card.untitled') })} onClose={onClose} size="medium">
      <div className={styles.body} data-testid="lootbox-opening">
        <OpeningReel
          box={lootbox}
          won={item}
          onRevealed={() => {
            setRevealed(true);
            onRevealed();
          }}
        />
        <div className={styles.result} aria-live="polite">
          {revealed ? (
            <div data-testid="lootbox-result" data-item-id={item.id} data-prize={item.prize}>
              <p className={styles.prize}>{t('dialog.won', { prize: prizeText(item, lootbox.currency) })}</p>
              <p className={styles.note}>{issued.length > 0 ? t('dialog.inGifts', { count: issued.length }) : t('dialog.nothing')}</p>
            </div>
          ) : (
            <p className={styles.note}>{t('dialog.opening')}</p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onClose} disabled={!revealed}>
            {revealed ? t('dialog.close') : t('dialog.wait')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
