import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Icon, usePluginState, useRuntime, useTranslation } from '@core/index';
import { awardsState } from '../state';
import type { Book } from '../store';
import styles from './LoadBook.module.css';

const SAFE_URL = /^(\/(?!\/)|https:\/\/)/;

/** `#LoadBook[book=rules]#`: a rule book offered as pdf and epub (spec §3 "Books", §9). */
export default function LoadBook({ props }: { props: Record<string, string> }) {
  const runtime = useRuntime();
  const { t } = useTranslation('awards');
  const store = usePluginState(awardsState);
  const { books } = useSnapshot(store.state);
  useEffect(() => store.ensureBooks(), [store]);
  if (!books) return null;
  const book = (books as Book[]).find((b) => b.id === props.book);
  if (!book) {
    runtime.log.once(`load-book:${props.book ?? ''}`, 'CMS_BOOK_MISSING', { book: props.book });
    return null;
  }
  const formats = [
    { label: 'PDF', url: book.pdf },
    { label: 'EPUB', url: book.epub },
  ].filter((f) => SAFE_URL.test(f.url));
  return (
    <aside className={styles.book} aria-label={book.title}>
      {SAFE_URL.test(book.cover) && <img className={styles.cover} src={book.cover} alt="" loading="lazy" width={84} height={112} />}
      <div className={styles.text}>
        <strong className={styles.title}>{book.title}</strong>
        <p className={styles.hint}>{t('book.hint')}</p>
        <div className={styles.buttons}>
          {formats.map((format) => (
            <a key={format.label} className={styles.button} href={format.url} download>
              <Icon name="book" size={16} />
              <span>{t('book.download', { format: format.label })}</span>
            </a>
          ))}
        </div>
      </div>
    </aside>
  );
}
