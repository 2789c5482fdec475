import { LevelCards } from './LevelCards';
import { useVipData } from '../use-vip-data';
import styles from './placeholders.module.css';

/** `#LevelsSlider[]#` in CMS text (spec part 1 §2): the level cards in a row that scrolls sideways. */
export default function LevelsSliderPlaceholder() {
  const snap = useVipData();
  return <LevelCards program={snap.program} status={snap.progress?.currentStatus ?? null} className={styles.slider} />;
}
