import { useState } from 'react';
import { Dialog, useRuntime, useTranslation, type ModalComponentProps } from '@core/index';
import { formStyles } from '@core/forms';
import styles from './Prompt.module.css';

/**
 * Spec part 1 §2, §4: in an iOS app's built-in browser, the player is asked to continue in Safari. An app's web
 * view cannot be left by a link, so the prompt says how (the app's menu) and copies the address to paste.
 */
export default function IosExitModal({ close }: ModalComponentProps) {
  const { t } = useTranslation('compliance-prompts');
  const runtime = useRuntime();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyLink = () => {
    const current = runtime.navigation.current();
    const address = `${window.location.origin}${current.pathname}${current.search}`;
    navigator.clipboard.writeText(address).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <Dialog title={t('iosExit.title')} onClose={close} size="small">
      <div className={styles.wrap}>
        <div className={styles.icon} aria-hidden="true">↗</div>
        <p className={formStyles.lead}>{t('iosExit.text', { site: runtime.site.name })}</p>
        <ol className={styles.steps}>
          <li>{t('iosExit.stepMenu')}</li>
          <li>{t('iosExit.stepSafari')}</li>
        </ol>
        <div className={styles.actions}>
          <button type="button" className={formStyles.submit} onClick={copyLink}>
            {t('iosExit.copy')}
          </button>
          <p className={styles.status} role="status">
            {copy === 'copied' ? t('iosExit.copied') : copy === 'failed' ? t('iosExit.copyFailed') : ''}
          </p>
          <button type="button" className={formStyles.secondary} onClick={close}>
            {t('iosExit.stay')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
