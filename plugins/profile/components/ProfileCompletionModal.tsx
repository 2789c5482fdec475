import { Dialog, useSession, useTranslation, type ModalComponentProps } from '@core/index';
import { usePlayerFields } from '../lifecycle/use-player-fields';
import { missingCompletionFields } from '../rules/profile-completion';
import { FieldsLoader } from './FieldsLoader';
import { PlayerFieldsForm } from './PlayerFieldsForm';
import { formStyles as styles } from '@core/forms';

/** Spec part 1 §4: a fiat player with empty personal fields is asked to complete them (closable). */
export default function ProfileCompletionModal({ close }: ModalComponentProps) {
  const { t } = useTranslation('profile');
  const session = useSession();
  const missing = session.player ? missingCompletionFields(session.player) : [];
  const load = usePlayerFields('deposit', missing);
  return (
    <Dialog title={t('completion.title')} onClose={close}>
      <div className={styles.form}>
        <p className={styles.lead}>{t('completion.intro')}</p>
        <FieldsLoader load={load}>
          {(fields, countries) => (
            <PlayerFieldsForm
              context="deposit"
              fields={fields}
              countries={countries}
              submitLabel={t('completion.save')}
              onSaved={close}
              onCancel={close}
              cancelLabel={t('completion.later')}
            />
          )}
        </FieldsLoader>
      </div>
    </Dialog>
  );
}
