import { useRuntime, useTranslation } from '@core/index';
import { pointsRange } from '../rules/program-config';
import { useVipData } from '../use-vip-data';
import { levelLabelKey } from './status-label';
import styles from './placeholders.module.css';

/** `#VipComparison[]#` in CMS text: the levels side by side in a table, condition and gifts per level. */
export default function VipComparisonPlaceholder() {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const program = useVipData().program;
  if (!program) return <div className={styles.tableSkeleton} aria-busy="true" />;
  if (program.levels.length === 0) return null;
  const number = (n: number) => new Intl.NumberFormat(runtime.locale.current).format(n);
  return (
    <div className={styles.tableWrap} data-testid="vip-comparison">
      <table className={styles.table}>
        <caption className={styles.caption}>{t('comparison.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('comparison.level')}</th>
            <th scope="col">{t('comparison.points')}</th>
            <th scope="col">{t('comparison.gifts')}</th>
          </tr>
        </thead>
        <tbody>
          {program.levels.map((level, index) => {
            const range = pointsRange(program.levels, index);
            return (
              <tr key={level.id}>
                <th scope="row">{t(levelLabelKey(level.id))}</th>
                <td>{range.max === null ? t('comparison.from', { min: number(range.min) }) : `${number(range.min)} – ${number(range.max)}`}</td>
                <td>{level.gifts.join(' · ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
