import { Link } from 'wouter';
import { useTranslation } from '@core/index';
import type { PlayerBonus } from '@schemas/wire/bonuses';
import styles from './GiftCard.module.css';

const KNOWN_KINDS = ['slots', 'live', 'table', 'crash', 'instant', 'other'];

/**
 * What counts towards wagering, when the platform says (reference platform extensions): the share of a bet each
 * game kind contributes, and the games a bonus is limited to. Without them every bet counts fully: nothing shown.
 */
export function Contributions({ bonus }: { bonus: Pick<PlayerBonus, 'wager_contributions' | 'games_info'> }) {
  const { t } = useTranslation('bonuses');
  const kinds = bonus.wager_contributions;
  const games = bonus.games_info;
  if (kinds.length === 0 && games.length === 0) return null;
  return (
    <>
      {kinds.length > 0 && (
        <div data-testid="contributions">
          <p className={styles.note}>{t('wagering.contributions')}</p>
          <ul className={styles.chips}>
            {kinds.map((c) => (
              <li key={c.kind}>
                {t('wagering.kindShare', { kind: KNOWN_KINDS.includes(c.kind) ? t(`kinds.${c.kind}`) : c.kind, percent: c.percent })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {games.length > 0 && (
        <div data-testid="bonus-games">
          <p className={styles.note}>{t('wagering.onlyGames')}</p>
          <ul className={styles.chips}>
            {games.slice(0, 12).map((game) => (
              <li key={game.identifier}>
                <Link href={`/play/${game.identifier}?mode=Real`}>{game.title || game.identifier}</Link>
              </li>
            ))}
            {games.length > 12 && <li>{t('wagering.moreGames', { count: games.length - 12 })}</li>}
          </ul>
        </div>
      )}
    </>
  );
}
