import { useState } from 'react';
import { formatDate, useRuntime, useSession, useTranslation } from '@core/index';
import { STATE_NAMES } from '@schemas/validation';
import { usePlayerFields } from '../lifecycle/use-player-fields';
import { FieldsLoader } from './FieldsLoader';
import { FormBanner } from '@core/forms';
import { PlayerFieldsForm } from './PlayerFieldsForm';
import styles from './Panel.module.css';

const SHOWN = ['nickname', 'first_name', 'last_name', 'gender', 'date_of_birth', 'mobile_phone', 'country', 'state', 'city', 'address', 'postal_code'] as const;

/** Personal data with an edit form for the `edition` context (spec part 1 §3 editable fields). */
export function PersonalDataTab() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const runtime = useRuntime();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const load = usePlayerFields('edition');
  const player = session.player;
  if (!player) return null;
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([runtime.locale.current], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const display = (name: (typeof SHOWN)[number]): string | null => {
    const value = player[name];
    if (!value) return null;
    if (name === 'gender') return t(`options.gender.${value}`);
    // Read in the page's language (German 15.01.1990); typed as DD/MM/YYYY in the form (spec part 1 §5).
    if (name === 'date_of_birth') return formatDate(value, runtime.locale.current);
    if (name === 'state') return STATE_NAMES[player.country ?? '']?.[value] ?? value;
    if (name === 'country') return countryName(value);
    return value;
  };

  return (
    <section className={styles.panel} aria-labelledby="profile-personal">
      <div className={styles.head}>
        <h2 id="profile-personal" className={styles.title}>{t('personal.title')}</h2>
        {!editing && (
          <button type="button" className={styles.button} onClick={() => { setEditing(true); setSaved(false); }}>
            {t('personal.edit')}
          </button>
        )}
      </div>
      {saved && <FormBanner tone="success">{t('personal.saved')}</FormBanner>}
      {editing ? (
        <FieldsLoader load={load}>
          {(fields, countries) => (
            <PlayerFieldsForm
              context="edition"
              fields={fields}
              countries={countries}
              submitLabel={t('personal.save')}
              onSaved={() => { setEditing(false); setSaved(true); }}
              onCancel={() => setEditing(false)}
            />
          )}
        </FieldsLoader>
      ) : (
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('fields.email')}</dt>
            <dd>{player.email}</dd>
          </div>
          {SHOWN.map((name) => (
            <div key={name} className={styles.fact}>
              <dt>{t(`fields.${name}`)}</dt>
              <dd>{display(name) ?? <span className={styles.empty}>{t('personal.notSet')}</span>}</dd>
            </div>
          ))}
          <div className={styles.fact}>
            <dt>{t('fields.currency')}</dt>
            <dd>{player.currency}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('fields.receive_promos')}</dt>
            <dd>{player.receive_promos ? t('personal.yes') : t('personal.no')}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
