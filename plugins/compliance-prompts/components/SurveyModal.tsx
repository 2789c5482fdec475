import { Dialog, useRuntime, useTranslation, type ModalComponentProps } from '@core/index';
import { formStyles } from '@core/forms';
import styles from './Prompt.module.css';

/**
 * Spec part 1 §2, §4: the survey invitation. The survey itself is answered at the provider's address
 * (`surveyUrl` option with the ids of `survey-config`), in a new tab so the session here is kept.
 */
export default function SurveyModal({ close, props }: ModalComponentProps<{ surveyUrl: string }>) {
  const { t } = useTranslation('compliance-prompts');
  const runtime = useRuntime();
  return (
    <Dialog title={t('survey.title')} onClose={close} size="small">
      <div className={styles.wrap}>
        <div className={styles.icon} aria-hidden="true">✎</div>
        <p className={formStyles.lead}>{t('survey.text', { site: runtime.site.name })}</p>
        <div className={styles.actions}>
          <a className={formStyles.submit} href={props.surveyUrl} target="_blank" rel="noopener noreferrer" onClick={close}>
            {t('survey.take')}
          </a>
          <button type="button" className={formStyles.secondary} onClick={close}>
            {t('survey.later')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
