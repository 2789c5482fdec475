import { Dialog, useTranslation } from '@core/index';
import * as z from 'zod/mini';
import { playerFieldContextSchema } from '@schemas/wire/info';
import { usePlayerFields } from '../lifecycle/use-player-fields';
import { FieldsLoader } from './FieldsLoader';
import { PlayerFieldsForm } from './PlayerFieldsForm';
import { formStyles as styles } from '@core/forms';

/** An unknown or missing context opens the plain edition form. */
const contextSchema = z.catch(playerFieldContextSchema, 'edition');

interface EditProfileProps {
  /** `game_provider`, `deposit`, `cashout`… (fields-info context); `edition` when missing. */
  context?: unknown;
  /** Only these fields (e.g. the ones a provider needs that are empty). */
  fields?: unknown;
  onSaved?: unknown;
  onCancel?: unknown;
}

/**
 * `edit-profile` (spec part 1 §2, §4): opened by other plugins with `{context, fields}`, e.g. the game page
 * before a real-money game whose provider needs profile fields. Blocking: saving or cancelling closes it.
 */
export default function EditProfileModal({ close, props }: { close: () => void; props: EditProfileProps }) {
  const { t } = useTranslation('profile');
  const context = z.parse(contextSchema, props.context);
  const only = Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : undefined;
  const load = usePlayerFields(context, only);
  const call = (fn: unknown) => typeof fn === 'function' && (fn as () => void)();
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
                call(props.onSaved);
              }}
              onCancel={() => {
                close();
                call(props.onCancel);
              }}
            />
          )}
        </FieldsLoader>
      </div>
    </Dialog>
  );
}
