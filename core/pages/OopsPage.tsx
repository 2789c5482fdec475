import { useTranslation } from '../i18n/use-translation';
import { Link } from 'wouter';
import styles from './StatusPage.module.css';

/** `/oops` (spec part 1 §2): where unrecoverable errors send the player. */
export default function OopsPage() {
  const { t } = useTranslation('core');
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">!</p>
      <h1 className={styles.title}>{t('oops.title')}</h1>
      <p className={styles.text}>{t('oops.text')}</p>
      <Link href="/" className={styles.button}>{t('notFound.home')}</Link>
    </section>
  );
}
