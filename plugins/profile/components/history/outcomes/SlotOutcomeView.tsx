import { useRuntime, useTranslation } from '@core/index';
import type { RoundOutcome, SlotSpinView } from '@schemas/wire/game-round-outcome';
import { money } from '../../../rules/history-format';
import styles from './Outcome.module.css';

type Slot = Extract<RoundOutcome, { kind: 'slot' }>;

/** The reels of the paid spin, its line and scatter wins, and the free spins it led to. */
export function SlotOutcomeView({ outcome, currency }: { outcome: Slot; currency: string }) {
  const { t } = useTranslation('profile');
  const locale = useRuntime().locale.current;
  const freeWin = outcome.free_spins.spins.reduce((sum, spin) => sum + (spin.win_cents ?? 0), 0);
  return (
    <div className={styles.block} data-testid="outcome-slot">
      <h3 className={styles.heading}>{t('history.outcome.reels')}</h3>
      <SlotWindow reels={outcome.reels} />
      <SpinWins spin={outcome} currency={currency} />
      {outcome.free_spins.count > 0 && (
        <div className={styles.free}>
          <p className={styles.line}>
            <span>{t('history.outcome.freeSpins', { count: outcome.free_spins.count })}</span>
            {outcome.free_spins.spins.length > 0 && <strong>{money(freeWin, currency, locale)}</strong>}
          </p>
          {outcome.free_spins.spins.length > 0 && (
            <details className={styles.more}>
              <summary>{t('history.outcome.showFreeSpins')}</summary>
              <ol className={styles.spins}>
                {outcome.free_spins.spins.map((spin, i) => (
                  <li key={i} className={styles.spin}>
                    <p className={styles.line}>
                      <span>
                        {t('history.outcome.freeSpin', { number: i + 1 })}
                        {spin.multiplier !== null && spin.multiplier > 1 ? ` · ×${spin.multiplier}` : ''}
                      </span>
                      <strong>{money(spin.win_cents ?? 0, currency, locale)}</strong>
                    </p>
                    <SlotWindow reels={spin.reels} small />
                  </li>
                ))}
              </ol>
            </details>
          )}
        </div>
      )}
    </div>
  );
}

/** `reels[reel][row]` drawn as the window the player saw: one column per reel. */
function SlotWindow({ reels, small = false }: { reels: readonly (readonly string[])[]; small?: boolean }) {
  const { t } = useTranslation('profile');
  const rows = Math.max(0, ...reels.map((reel) => reel.length));
  return (
    <div className={styles.window} data-small={small || undefined} style={{ gridTemplateColumns: `repeat(${reels.length}, minmax(0, 1fr))` }} role="img" aria-label={t('history.outcome.windowLabel', { symbols: Array.from({ length: rows }, (_, row) => reels.map((reel) => symbolName(t, reel[row] ?? '')).join(', ')).join(' / ') })}>
      {Array.from({ length: rows }, (_, row) =>
        reels.map((reel, r) => (
          <span key={`${r}:${row}`} className={styles.symbol} data-symbol={reel[row]}>
            {symbolName(t, reel[row] ?? '')}
          </span>
        )),
      )}
    </div>
  );
}

function SpinWins({ spin, currency }: { spin: Pick<SlotSpinView, 'wins' | 'scatters' | 'scatter_win_cents'>; currency: string }) {
  const { t } = useTranslation('profile');
  const locale = useRuntime().locale.current;
  const scatterWin = spin.scatter_win_cents > 0;
  if (spin.wins.length === 0 && !scatterWin) return <p className={styles.muted}>{t('history.outcome.noWin')}</p>;
  return (
    <ul className={styles.wins}>
      {spin.wins.map((win, i) => (
        <li key={i} className={styles.line}>
          <span>
            {win.line !== null ? t('history.outcome.lineWin', { line: win.line, count: win.count ?? 0, symbol: symbolName(t, win.symbol) }) : t('history.outcome.win', { count: win.count ?? 0, symbol: symbolName(t, win.symbol) })}
          </span>
          <strong>{money(win.win_cents, currency, locale)}</strong>
        </li>
      ))}
      {scatterWin && (
        <li className={styles.line}>
          <span>{t('history.outcome.scatterWin', { count: spin.scatters ?? 0 })}</span>
          <strong>{money(spin.scatter_win_cents, currency, locale)}</strong>
        </li>
      )}
    </ul>
  );
}

/** A symbol id in the player's language; an id this client does not know is shown as sent. */
const symbolName = (t: ReturnType<typeof useTranslation>['t'], id: string): string => t(`history.symbol.${id}`, { defaultValue: id });
