import { useSnapshot } from 'valtio';
import { usePluginState, useSession, useTranslation } from '@core/index';
import { VIP_STATUS_NAMES } from '@schemas/wire/vip';
import { vipState } from '../state';
import { statusLabelKey } from './status-label';
import styles from './VipBadge.module.css';

/** Tier ids of spec part 2 §3 in level order (1117 Iron … 759 Diamond): the profile's status before the progress loads. */
const TIER_IDS = [1117, 257, 258, 259, 255, 759];

/**
 * The VIP badge beside the nickname (spec part 1 §2; slot HEADER_NICKNAME_BADGE): this quarter's status once the
 * progress is loaded, the profile's status id until then, so the header's first paint already holds a badge.
 */
export default function VipBadge() {
  const { t } = useTranslation('vip');
  const session = useSession();
  const progress = useSnapshot(usePluginState(vipState).state).progress;
  const fromProfile = session.player?.statuses.map((s) => TIER_IDS.indexOf(Number(s.id))).find((rank) => rank >= 0);
  const status = progress?.currentStatus ?? (fromProfile === undefined ? null : VIP_STATUS_NAMES[fromProfile]);
  if (!status) return null;
  return (
    <span className={styles.badge} data-testid="vip-badge" data-status={status}>
      {t(statusLabelKey(status))}
    </span>
  );
}
