import { useMemo } from 'react';
import { usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { rulesFromSpecs, stateFromPostalCode } from '@schemas/validation';
import type { CountryInfo, PlayerFieldContext, PlayerFieldInfo } from '@schemas/wire/info';
import type { Player, PlayerUpdateRequest } from '@schemas/wire/player';
import { profileApiState } from '../api';
import { useValidatedForm, FormBanner, SubmitButton, formStyles as styles } from '@core/forms';
import { toDisplayDate } from '../rules/date-of-birth';
import { ProfileField } from './ProfileField';
import layout from './PlayerFieldsForm.module.css';

type Values = Record<string, string | boolean>;

interface PlayerFieldsFormProps {
  context: PlayerFieldContext;
  fields: PlayerFieldInfo[];
  countries: CountryInfo[];
  submitLabel: string;
  onSaved: (player: Player) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}

function initialValues(fields: readonly PlayerFieldInfo[], player: Readonly<Record<string, unknown>> | null): Values {
  const values: Values = {};
  for (const field of fields) {
    const current = player?.[field.name];
    if (field.type === 'boolean') values[field.name] = current === true;
    else values[field.name] = field.name === 'date_of_birth' ? toDisplayDate(current as string | null) : typeof current === 'string' ? current : '';
  }
  return values;
}

/** PATCH /api/player with a context and the fields that context lists, checked by the shared rules first. */
export function PlayerFieldsForm({ context, fields, countries, submitLabel, onSaved, onCancel, cancelLabel }: PlayerFieldsFormProps) {
  const runtime = useRuntime();
  const api = usePluginState(profileApiState);
  const session = useSession();
  const { t } = useTranslation('profile');
  const rules = useMemo(() => Object.fromEntries(fields.map((f) => [f.name, rulesFromSpecs(f.rules)])), [fields]);
  const initial = useMemo(() => initialValues(fields, session.player as Record<string, unknown> | null), [fields]); // eslint-disable-line react-hooks/exhaustive-deps -- the form starts from the profile once
  const form = useValidatedForm<Values>({ component: `profile-${context}`, initial, rules });
  const country = String(form.values.country ?? session.player?.country ?? '');

  const change = (name: string, value: string | boolean) => {
    form.set(name, value);
    // §4: an empty state follows the postal code (Australia by range, Canada by first letter).
    if (name === 'postal_code' && 'state' in form.values && !form.values.state) {
      const state = stateFromPostalCode(country, String(value));
      if (state) form.set('state', state);
    }
  };

  const send = async (values: Values) => {
    const player: Record<string, string | boolean | null> = {};
    for (const field of fields) {
      const value = values[field.name];
      player[field.name] = typeof value === 'string' ? value.trim() || null : (value ?? null);
    }
    const saved = await api.updatePlayer(context, player as PlayerUpdateRequest['player']);
    runtime.session.player = saved;
    onSaved(saved);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
      {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
      <div className={layout.grid}>
        {fields.map((field) => (
          <div key={field.name} className={field.type === 'boolean' || field.name === 'address' ? layout.wide : undefined}>
            <ProfileField
              field={field}
              value={form.values[field.name] ?? ''}
              country={country}
              countries={countries}
              error={form.text(form.errors[field.name])}
              onChange={(value) => change(field.name, value)}
              onBlur={() => form.touch(field.name)}
            />
          </div>
        ))}
      </div>
      <div className={layout.buttons}>
        {onCancel && <button type="button" className={styles.secondary} onClick={onCancel}>{cancelLabel ?? t('form.cancel')}</button>}
        <SubmitButton busy={form.submitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
