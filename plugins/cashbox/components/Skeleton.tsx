import styles from './Skeleton.module.css';

/** A placeholder of the final size while data loads (the e2e suite fails on layout shift). */
export function Skeleton({ width = '100%', height, radius }: { width?: number | string; height: number | string; radius?: number }) {
  return <span className={styles.skeleton} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
