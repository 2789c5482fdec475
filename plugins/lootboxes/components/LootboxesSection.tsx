import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useNow, usePluginOptions, usePluginState, useRuntime, useTranslation } from '@core/index';
import type { Lootbox, LootboxActivation } from '@schemas/wire/lootboxes';
import { loadBoxes, openBox } from '../actions';
import { lootboxesManifest } from '../manifest';
import { boxView, shownBoxes } from '../rules/boxes';
import { lootboxesState } from '../state';
import { LootboxCard } from './LootboxCard';
import styles from './LootboxesSection.module.css';
import { OpeningDialog } from './OpeningDialog';

/**
 * The player's lootboxes, at the top of the profile's gifts tab (slot PROFILE_GIFTS): boxes to open, today's
 * opened ones with their prize, expired ones (spec part 2 §4). Read fresh on every visit; `lootboxes_changes`
 * keeps it current. A player without any box sees nothing of it.
 */
export default function LootboxesSection() {
  const runtime = useRuntime();
  const store = usePluginState(lootboxesState);
  const snap = useSnapshot(store.state);
  const { hiddenGroups } = usePluginOptions(lootboxesManifest);
  const { t } = useTranslation('lootboxes');
  const now = useNow(60_000);

  useEffect(() => {
    void loadBoxes(runtime);
  }, [runtime]);

  const boxes = useMemo(() => shownBoxes((snap.boxes ?? []) as Lootbox[], now, hiddenGroups), [snap.boxes, now, hiddenGroups]);
  const toOpen = boxes.filter((box) => boxView(box, now) === 'open').length;
  const suspense = snap.opened && !snap.revealed ? snap.opened.lootbox.id : null;

  if (snap.status === 'failed' && snap.boxes === null) {
    return (
      <div className={styles.failed} role="alert" data-testid="lootboxes-failed">
        <span>{t('section.failed')}</span>
        <button type="button" className={styles.retry} onClick={() => void loadBoxes(runtime)}>
          {t('section.retry')}
        </button>
      </div>
    );
  }
  const dialog = snap.opened && (
    <OpeningDialog key={snap.opened.lootbox.id} opening={snap.opened as LootboxActivation} onRevealed={() => store.setRevealed()} onClose={() => store.setOpened(null)} />
  );
  // Nothing while the first list loads, nor for a player without boxes: most gift tabs have none to show. A dialog
  // being shown stays even if its box left the list meanwhile (a day ended while the reel ran).
  if (boxes.length === 0) return dialog || null;

  return (
    <section className={styles.section} aria-labelledby="lootboxes-heading" data-testid="lootboxes-section">
      <h3 id="lootboxes-heading" className={styles.heading}>
        {t('section.title')} {toOpen > 0 && <span className={styles.count}>{toOpen}</span>}
      </h3>
      <div className={styles.list}>
        {boxes.map((box) => (
          <LootboxCard
            key={box.id}
            // The box being opened keeps its prize to itself until the reel stops (the dialog shows it first).
            box={box.id === suspense ? { ...box, stage: 'issued', activated_item_id: null } : box}
            now={now}
            busy={snap.busy === box.id || box.id === suspense}
            locked={snap.busy !== null && snap.busy !== box.id}
            failure={snap.failures[box.id] ?? null}
            onOpen={(id) => void openBox(runtime, id)}
          />
        ))}
      </div>
      {dialog}
    </section>
  );
}
