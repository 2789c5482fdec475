import { Dialog, useTranslation, type ModalComponentProps } from '@core/index';
import * as z from 'zod/mini';
import type { PropsOf } from '@schemas/contracts/define-contract';
import type { EDIT_PROFILE_MODAL } from '@schemas/contracts/modals';
import { playerFieldContextSchema } from '@schemas/wire/info';
import { usePlayerFields } from '../lifecycle/use-player-fields';
import { FieldsLoader } from './FieldsLoader';
import { PlayerFieldsForm } from './PlayerFieldsForm';
import { formStyles as styles } from '@core/forms';

/** An unknown or missing context opens the plain edition form (openers outside TypeScript's reach, old saved state). */
const contextSchema = z.catch(playerFieldContextSchema, 'edition');

/**
 * `edit-profile` (spec part 1 §2, §4): opened by other plugins with `{context, fields}`, e.g. the game page
 * before a real-money game whose provider needs profile fields. Blocking: saving or cancelling closes it.
 */
export default function EditProfileModal({ close, props }: ModalComponentProps<PropsOf<typeof EDIT_PROFILE_MODAL>>) {
  const { t } = useTranslation('profile');
  const context = z.parse(contextSchema, props.context);
  const load = usePlayerFields(context, props.fields);
  return (
    <Dialog title={t('editProfile.title')} onClose={close} blocking>
      <div className={styles.form}>
        <p className={styles.lead}>{t(`editProfile.intro.${context}`, { defaultValue: t('editProfile.intro.edition') })}</p>
        <FieldsLoader load={load}>
          {(fields, countries) => (
            <PlayerFieldsForm
              context={context}
              fields={fields}
              countries={countries}
              submitLabel={t('editProfile.save')}
              onSaved={() => {
                close();
                props.onSaved?.();
              }}
              onCancel={() => {
                close();
                props.onCancel?.();
              }}
            />
          )}
        </FieldsLoader>
      </div>
    </Dialog>
  );
}
