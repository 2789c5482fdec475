import { useTranslation } from '@core/index';
import styles from './PageHeading.module.css';

export function PageHeading({ title, total }: { title: string; total: number | null }) {
  const { t } = useTranslation('games');
  return (
    <header className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {total !== null && <span className={styles.count}>{t('list.count', { count: total })}</span>}
    </header>
  );
}
