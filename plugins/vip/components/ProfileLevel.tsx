import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { stateOf, useRuntime, useTranslation } from '@core/index';
import { vipApiState } from '../api';
import { pointsLevel } from '../rules/points-level';
import { statusRank } from '../rules/status';
import { useVipData } from '../use-vip-data';
import { levelLabelKey, statusLabelKey } from './status-label';
import styles from './vip.module.css';

/**
 * The profile's level tab (slot PROFILE_LEVEL): the level the player's lifetime comp points reach, a bar of the
 * points over that level's maximum (spec part 2 §9), and the VIP status of this quarter with the way to `/vip`.
 */
export default function ProfileLevel() {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const snap = useVipData();
  const [points, setPoints] = useState<number | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    stateOf(runtime, vipApiState)
      .persistentPoints()
      .then((value) => live && setPoints(value))
      .catch(() => live && setPoints('failed'));
    return () => {
      live = false;
    };
  }, [runtime]);

  const program = snap.program;
  const unit = program ? (statusRank(snap.progress?.currentStatus) > 0 ? program.pointsUnit.vip : program.pointsUnit.regular) : '';
  const level = program && typeof points === 'number' ? pointsLevel(program.levels, points) : null;
  const number = (n: number) => new Intl.NumberFormat(runtime.locale.current).format(n);
  return (
    <section className={styles.panel} aria-labelledby="vip-profile-level" data-testid="vip-profile-level">
      <h2 id="vip-profile-level" className={styles.heading}>{t('profile.title')}</h2>
      {points === 'failed' ? (
        <p className={styles.message} role="status">{t('profile.failed')}</p>
      ) : !level || typeof points !== 'number' ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : (
        <>
          <div className={styles.row}>
            <strong>{t(levelLabelKey(program!.levels[level.index]!.id))}</strong>
            <span data-testid="vip-profile-points">
              {level.max === null ? t('profile.pointsTop', { points: number(points), unit }) : t('profile.points', { points: number(points), max: number(level.max), unit })}
            </span>
          </div>
          <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={level.percent} aria-label={t('profile.title')}>
            <span className={styles.fill} style={{ width: `${level.percent}%` }} />
          </div>
        </>
      )}
      {snap.progress && <p className={styles.muted}>{t('profile.status', { status: t(statusLabelKey(snap.progress.currentStatus)) })}</p>}
      <Link href="/vip" className={styles.secondary}>{t('profile.toVip')}</Link>
    </section>
  );
}
