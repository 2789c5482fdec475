import { useId } from 'react';
import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { PaymentAction, PaymentMethod } from '@schemas/wire/money';
import { groupByType } from '../rules/method-filters';
import { methodLimits } from '../rules/method-limits';
import { MethodLogo } from './MethodLogo';
import styles from './MethodPicker.module.css';

interface MethodPickerProps {
  methods: readonly PaymentMethod[];
  action: PaymentAction;
  selected: string | null;
  onSelect: (id: string) => void;
}

/** The methods of one currency grouped by type (cards, vouchers, e-wallets, bank transfer, crypto), as radio tiles. */
export function MethodPicker({ methods, action, selected, onSelect }: MethodPickerProps) {
  const runtime = useRuntime();
  const { t } = useTranslation('cashbox');
  const name = useId();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, runtime.locale.current).text;
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{t('method.choose')}</legend>
      {groupByType(methods).map((group) => (
        <div key={group.type} className={styles.group}>
          <p className={styles.groupTitle} aria-hidden="true">{t(`method.types.${group.type}`)}</p>
          <div className={styles.grid}>
            {group.methods.map((method) => {
              const limits = methodLimits(method, action);
              const range =
                limits.min !== null && limits.max !== null
                  ? t('method.range', { min: money(limits.min, method.currency), max: money(limits.max, method.currency) })
                  : limits.min !== null
                    ? t('method.from', { min: money(limits.min, method.currency) })
                    : t(`method.processing.${method.processing_time === 'instant' ? 'instant' : 'other'}`, { time: method.processing_time });
              return (
                <label key={method.id} className={`${styles.tile} ${selected === method.id ? styles.selected : ''}`} data-testid="method" data-method={method.id}>
                  <input
                    className={styles.radio}
                    type="radio"
                    name={name}
                    value={method.id}
                    checked={selected === method.id}
                    onChange={() => onSelect(method.id)}
                    aria-describedby={`${name}-${method.id}`}
                  />
                  <MethodLogo brand={method.brand} name={method.name} />
                  <span className={styles.text}>
                    <span className={styles.name}>{method.name}</span>
                    <span className={styles.range} id={`${name}-${method.id}`}>{range}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
