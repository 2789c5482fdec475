import { Dialog, usePluginOptions, useRuntime, useTranslation, type ModalComponentProps } from '@core/index';
import { authManifest } from '../manifest';
import layout from './AuthLayout.module.css';
import { formStyles as styles } from '@core/forms';

/** Spec part 1 §4: shown once per session to players of the configured groups. */
export default function NewProviderModal({ close }: ModalComponentProps) {
  const runtime = useRuntime();
  const options = usePluginOptions(authManifest);
  const { t } = useTranslation('auth');
  return (
    <Dialog title={t('newProvider.title')} onClose={close} size="small">
      <div className={layout.wrap}>
        <div className={layout.icon} aria-hidden="true">★</div>
        <p className={styles.lead}>{t('newProvider.text', { site: runtime.site.name })}</p>
        <button
          type="button"
          className={styles.submit}
          onClick={() => {
            close();
            runtime.navigate(options.newProviderPath);
          }}
        >
          {t('newProvider.cta')}
        </button>
      </div>
    </Dialog>
  );
}
