import { useId } from 'react';
import { useTranslation } from '@core/index';
import type { PaymentMethod } from '@schemas/wire/money';
import styles from './SavedProfiles.module.css';

/** Spec part 2 §3 savedProfiles: pay with details used before (`Visa •••• 4242`) instead of typing them again. */
export function SavedProfiles({ method, selected, onSelect }: { method: PaymentMethod; selected: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation('cashbox');
  const name = useId();
  if (method.saved_profiles.length === 0) return null;
  const options = [...method.saved_profiles.map((p) => ({ id: p.id, title: p.title })), { id: '', title: t('saved.new') }];
  return (
    <fieldset className={styles.saved}>
      <legend className={styles.legend}>{t('saved.legend')}</legend>
      {options.map((option) => (
        <label key={option.id || 'new'} className={`${styles.option} ${selected === option.id ? styles.selected : ''}`}>
          <input type="radio" name={name} value={option.id} checked={selected === option.id} onChange={() => onSelect(option.id)} />
          <span>{option.title}</span>
        </label>
      ))}
    </fieldset>
  );
}
