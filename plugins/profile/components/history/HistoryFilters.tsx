import { useId } from 'react';
import { useTranslation } from '@core/index';
import { PERIOD_PRESETS, dateInputValue, rangeIsBackwards, type CustomRange, type PeriodPreset } from '../../rules/history-period';
import { GamePicker, type GameChoice } from './GamePicker';
import styles from './HistoryFilters.module.css';

interface Props {
  preset: PeriodPreset;
  range: CustomRange;
  game: GameChoice | null;
  knownGames: readonly GameChoice[];
  onPreset(preset: PeriodPreset): void;
  onRange(range: CustomRange): void;
  onGame(game: GameChoice | null): void;
  searchGames(title: string): Promise<GameChoice[]>;
}

/** Period presets (today, 7 days, 30 days, custom dates) and the game filter of the bet history. */
export function HistoryFilters({ preset, range, game, knownGames, onPreset, onRange, onGame, searchGames }: Props) {
  const { t } = useTranslation('profile');
  const fromId = useId();
  const toId = useId();
  const today = dateInputValue(new Date());
  const backwards = rangeIsBackwards(range);
  return (
    <div className={styles.filters}>
      <div className={styles.row}>
        <div className={styles.presets} role="group" aria-label={t('history.filter.period')}>
          {PERIOD_PRESETS.map((value) => (
            <button key={value} type="button" className={styles.preset} aria-pressed={preset === value} onClick={() => onPreset(value)}>
              {t(`history.period.${value}`)}
            </button>
          ))}
        </div>
        <GamePicker value={game} onChange={onGame} known={knownGames} search={searchGames} />
      </div>
      {preset === 'custom' && (
        <div className={styles.dates}>
          <label className={styles.date} htmlFor={fromId}>
            <span>{t('history.filter.from')}</span>
            <input id={fromId} type="date" value={range.from} max={range.to || today} onChange={(e) => onRange({ ...range, from: e.target.value })} />
          </label>
          <label className={styles.date} htmlFor={toId}>
            <span>{t('history.filter.to')}</span>
            <input id={toId} type="date" value={range.to} min={range.from || undefined} max={today} onChange={(e) => onRange({ ...range, to: e.target.value })} />
          </label>
          {backwards && (
            <p className={styles.error} role="alert">
              {t('history.filter.backwards')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
