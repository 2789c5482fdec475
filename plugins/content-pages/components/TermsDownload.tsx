import { useEffect, useState } from 'react';
import { Icon, usePluginState, useRuntime, useTranslation } from '@core/index';
import type * as z from 'zod/mini';
import type { cmsFileSchema } from '@schemas/wire/cms';
import { safeLinkTarget } from '@schemas/validation/safe-link';
import { contentApiState } from '../api';
import styles from './PlaceholderBlocks.module.css';

type CmsFile = z.infer<typeof cmsFileSchema>;

/**
 * `#TermsDownload[file=terms-and-conditions]#`: the downloadable copies of a document from
 * `GET /api/cms/files`. The prop is only a name to look up, never a URL.
 */
export function TermsDownload({ props }: { props: Record<string, string> }) {
  const runtime = useRuntime();
  const { t } = useTranslation('content-pages');
  const api = usePluginState(contentApiState);
  const [files, setFiles] = useState<CmsFile[] | null>(null);
  const wanted = props.file ?? '';
  useEffect(() => {
    let live = true;
    api.files().then((all) => live && setFiles(all), () => live && setFiles([]));
    return () => {
      live = false;
    };
  }, [api]);
  // Only http(s) or same-site links become an href, whatever the CMS sends (WIRE: operator data).
  const matching = (files ?? []).filter((file) => safeLinkTarget(file.url) !== null && fileStem(file.url) === wanted);
  if (!wanted || matching.length === 0) {
    if (files) runtime.log.once(`terms-download:${wanted}`, 'CMS_FILE_MISSING', { file: wanted });
    return null;
  }
  return (
    <div className={styles.callout}>
      <div>
        <strong className={styles.calloutTitle}>{t('terms.title')}</strong>
        <p className={styles.calloutText}>{t('terms.text')}</p>
      </div>
      <div className={styles.buttons}>
        {matching.map((file) => (
          <a key={file.id} className={styles.secondary} href={file.url} download>
            <Icon name="book" size={18} />
            <span>{t('terms.download', { format: formatOf(file.content_type) })}</span>
          </a>
        ))}
      </div>
    </div>
  );
}

const fileStem = (url: string) => url.split('/').pop()?.replace(/\.[a-z0-9]+$/i, '') ?? '';
const formatOf = (contentType: string) => (contentType.includes('epub') ? 'EPUB' : contentType.includes('pdf') ? 'PDF' : contentType.split('/').pop()?.toUpperCase() ?? '');
