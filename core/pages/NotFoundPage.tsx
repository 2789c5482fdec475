import { useTranslation } from '../i18n/use-translation';
import { Link } from 'wouter';
import { useDocumentHead } from '../react/use-document-head';
import { useNotFoundStatus } from '../react/use-not-found-status';
import styles from './StatusPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('core');
  // Not-found pages are never indexed: said in the drawn page's HTML too (a 200 answer for an unknown promotion).
  useDocumentHead({ noindex: true });
  // And answered as a 404 when drawn on the server.
  useNotFoundStatus(true);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="not-found-title" className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link href="/" className={styles.button}>{t('notFound.home')}</Link>
    </section>
  );
}
