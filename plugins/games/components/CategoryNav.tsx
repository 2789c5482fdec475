import { Link, useLocation } from 'wouter';
import { useTranslation } from '@core/index';
import { categoryPath, type CategoryEntry } from '../catalogue-config';
import styles from './CategoryNav.module.css';

/** The categories of a section as scrollable chips; the current one is marked. */
export function CategoryNav({ categories, current }: { categories: CategoryEntry[]; current: CategoryEntry | null }) {
  const { t } = useTranslation('games');
  const [location] = useLocation();
  if (categories.length < 2) return null;
  return (
    <nav className={styles.nav} aria-label={t('category.navigation')}>
      <ul className={styles.list}>
        {categories.map((c) => {
          const active = current ? c === current : location === categoryPath(c);
          return (
            <li key={`${c.section}/${c.slug}`}>
              <Link href={categoryPath(c)} className={styles.chip} aria-current={active ? 'page' : undefined}>
                {t(c.title, { defaultValue: c.slug })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
