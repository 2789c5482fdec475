import { formatDateTime, useRuntime, useTranslation } from '@core/index';
import type { Lootbox } from '@schemas/wire/lootboxes';
import { boxView } from '../rules/boxes';
import { rarityOf, totalWeightOf } from '../rules/prizes';
import type { OpenFailure } from '../store';
import { ChestArt } from './ChestArt';
import styles from './LootboxCard.module.css';
import { usePrizeText } from './use-prize-text';

interface LootboxCardProps {
  box: Lootbox;
  now: number;
  /** This box's opening is in flight. */
  busy: boolean;
  /** Another box is being opened: one at a time. */
  locked: boolean;
  failure: OpenFailure | null;
  onOpen: (id: string) => void;
}

const dateTime = (iso: string, locale: string) => formatDateTime(iso, locale);

/**
 * One box: its name, what it may hold (each prize with how rare it is), until when it opens, and the open button;
 * an opened box shows its prize, an expired one says so and cannot be opened (spec part 2 §4).
 */
export function LootboxCard({ box, now, busy, locked, failure, onOpen }: LootboxCardProps) {
  const { t } = useTranslation('lootboxes');
  const locale = useRuntime().locale.current;
  const prizeText = usePrizeText();
  const view = boxView(box, now);
  const total = totalWeightOf(box.items);
  const won = box.activated_item_id === null ? null : box.items.find((item) => item.id === box.activated_item_id) ?? null;
  const headingId = `lootbox-${box.id}`;

  return (
    <article className={styles.card} data-testid="lootbox-card" data-view={view} data-box-id={box.id} aria-labelledby={headingId}>
      <div className={styles.media}>
        <ChestArt open={view === 'opened'} />
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <h4 id={headingId} className={styles.title}>
            {box.title || t('card.untitled')}
          </h4>
          <span className={styles.badge} data-tone={view}>
            {t(`view.${view}`)}
          </span>
        </div>
        {view === 'open' && box.valid_until && <p className={styles.meta}>{t('card.openUntil', { date: dateTime(box.valid_until, locale) })}</p>}
        {view === 'expired' && box.valid_until && <p className={styles.meta}>{t('card.expiredOn', { date: dateTime(box.valid_until, locale) })}</p>}
        {view === 'opened' && (
          <p className={styles.won} data-testid="lootbox-won">
            {won ? t('card.won', { prize: prizeText(won, box.currency) }) : t('card.opened')}
          </p>
        )}
        {view !== 'opened' && box.items.length > 0 && (
          <details className={styles.contents}>
            <summary>{t('card.contents', { count: box.items.length })}</summary>
            <ul className={styles.prizes}>
              {box.items.map((item) => (
                <li key={item.id} data-rarity={rarityOf(item.weight, total)}>
                  <span>{prizeText(item, box.currency)}</span>
                  <small>{t(`rarity.${rarityOf(item.weight, total)}`)}</small>
                </li>
              ))}
            </ul>
          </details>
        )}
        {failure && (
          <p className={styles.failure} role="alert">
            {t(`failure.${failure}`)}
          </p>
        )}
        {view === 'open' && (
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => onOpen(box.id)} disabled={busy || locked} aria-busy={busy}>
              {busy ? t('card.opening') : t('card.open')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
