import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { formatMoney, Icon, playerCurrency, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import type { PlayerBonus, PlayerFreespins } from '@schemas/wire/bonuses';
import { ensureBonuses, ensureFreespins } from '../actions';
import { isNew, isPast } from '../rules/stages';
import { wageringBonuses, wageringLeft, wageringPercent } from '../rules/wagering';
import { bonusesState } from '../state';
import styles from './GamePanel.module.css';

/**
 * Beside the game frame (slot GAME_PAGE_PANEL): the bonus being wagered in the wallet's currency as a compact live
 * bar, and the free spins left when a pack for this game is running. One line of fixed height (the game page
 * reserves it), updated by `bonuses_changes` / `freespins_changes` while the player spins in the frame.
 */
export default function GamePanel({ gameIdentifier, mode }: { gameIdentifier: string; mode: 'real' | 'demo' }) {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(bonusesState);
  const { bonuses, freespins } = useSnapshot(store.state);
  const { t } = useTranslation('bonuses');
  useEffect(() => {
    if (mode !== 'real') return;
    void ensureBonuses(runtime, { force: true });
    void ensureFreespins(runtime, { force: true });
  }, [runtime, mode]);
  if (mode !== 'real') return null;

  const currency = session.accounts.find((a) => a.active)?.currency ?? playerCurrency(runtime);
  const bonus = bonuses.data ? (wageringBonuses(bonuses.data as PlayerBonus[], currency)[0] ?? null) : null;
  const pack = ((freespins.data ?? []) as PlayerFreespins[]).find((p) => !isPast(p.stage) && !isNew(p.stage) && p.games.includes(gameIdentifier)) ?? null;
  const loading = bonuses.data === null && bonuses.status !== 'failed';
  const money = (cents: number, code: string) => formatMoney(cents, code, runtime.locale.current).text;

  return (
    <div className={styles.panel} data-testid="game-bonus-panel" aria-live="polite">
      <span className={styles.icon} aria-hidden="true"><Icon name="gift" size={18} /></span>
      {loading ? (
        <span className={styles.skeleton} aria-label={t('tab.loading')} />
      ) : bonus ? (
        <BonusLine bonus={bonus} gameIdentifier={gameIdentifier} money={money} />
      ) : (
        <span className={styles.quiet}>{bonuses.status === 'failed' ? t('panel.failed') : t('panel.none')}</span>
      )}
      {pack && (
        <span className={styles.spins} data-testid="panel-freespins">
          {t('panel.freespins', { count: Math.max(0, pack.freespins_total - pack.freespins_performed), total: pack.freespins_total })}
        </span>
      )}
      <Link href="/profile/gifts" className={styles.link}>{t('panel.gifts')}</Link>
    </div>
  );
}

function BonusLine({ bonus, gameIdentifier, money }: { bonus: PlayerBonus; gameIdentifier: string; money: (cents: number, code: string) => string }) {
  const { t } = useTranslation('bonuses');
  const percent = wageringPercent(bonus.amount_wager_cents, bonus.amount_wager_requirement_cents);
  const excluded = bonus.games_info.length > 0 && !bonus.games_info.some((g) => g.identifier === gameIdentifier);
  return (
    <span className={styles.bonus} data-testid="panel-wagering" data-percent={percent}>
      <span className={styles.title}>{bonus.title}</span>
      <span
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('wagering.label', { title: bonus.title })}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </span>
      <strong className={styles.percent} data-testid="panel-percent">{t('wagering.percent', { percent })}</strong>
      <span className={styles.left} data-testid="panel-left">
        {excluded ? t('panel.excluded') : t('wagering.left', { amount: money(wageringLeft(bonus), bonus.currency) })}
      </span>
    </span>
  );
}
