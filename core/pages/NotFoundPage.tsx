import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'wouter';
import styles from './StatusPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('core');
  useEffect(() => {
    // Not-found pages are never indexed.
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="not-found-title" className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link href="/" className={styles.button}>{t('notFound.home')}</Link>
    </section>
  );
}
