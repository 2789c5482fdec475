import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { playerCurrency, Spinner, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { BONUS_OFFERS_SERVICE } from '@schemas/contracts/services';
import { formStyles } from '@core/forms';
import type { PaymentMethod } from '@schemas/wire/money';
import { loadMethods, loadOffers, loadPayments } from '../actions';
import { BonusPicker } from '../components/BonusPicker';
import { CashboxIcon } from '../components/CashboxIcon';
import { CashboxLink } from '../components/CashboxLink';
import { MethodLogo } from '../components/MethodLogo';
import { MethodPicker } from '../components/MethodPicker';
import { MethodsState } from '../components/MethodsState';
import { PaymentForm } from '../components/PaymentForm';
import { useCashboxNavigation } from '../components/use-cashbox-navigation';
import { useViewer } from '../components/use-viewer';
import { leaveTo } from '../lifecycle/leave-page';
import type { PaymentOutcome } from '../lifecycle/send-payment';
import { amountPresets, initialDepositAmount, isFirstDeposit, parseInput, toInput } from '../rules/amount';
import { depositQuery } from '../rules/deposit-query';
import { visibleMethods } from '../rules/method-filters';
import { lastSucceededDeposit } from '../rules/payment-states';
import { cashboxState } from '../state';
import { methodsKey } from '../store';
import styles from './DepositScreen.module.css';
import { activeWallet } from '../rules/wallets';

/**
 * `/deposit` (alias `/accounts/{currency}/deposit`) and `/deposit-bonus` (part 2 §2): methods of the wallet's
 * currency, the chosen method's form, and on `/deposit-bonus` (or with `autoApplyPromocode`) the bonus choice.
 */
export function DepositScreen({ withBonus, walletParam }: { withBonus: boolean; walletParam?: string }) {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(cashboxState);
  const snapshot = useSnapshot(store);
  const { t } = useTranslation('cashbox');
  const { go } = useCashboxNavigation();
  const viewer = useViewer();
  const query = depositQuery(useSearch());
  const wanted = walletParam?.toUpperCase();
  const currency = (wanted && session.accounts.some((a) => a.currency === wanted) ? wanted : null) ?? activeWallet(session.accounts)?.currency ?? playerCurrency(runtime);
  const bonusShown = withBonus || query.autoApplyPromocode;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [amount, setAmount] = useState<string | null>(null);
  const [bonusId, setBonusId] = useState<number | null | undefined>(undefined);
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    void loadMethods(runtime, 'deposit', currency);
    void loadPayments(runtime);
  }, [runtime, currency]);
  useEffect(() => {
    if (bonusShown) void loadOffers(runtime, currency);
  }, [runtime, currency, bonusShown]);

  const listed = snapshot.methods[methodsKey('deposit', currency)];
  const methods = visibleMethods((listed?.data ?? []) as PaymentMethod[], viewer);
  const payments = snapshot.payments;
  const settled = payments?.status === 'ready' || payments?.status === 'failed';
  const last = lastSucceededDeposit(payments?.data ?? []);
  const method = methods.find((m) => m.id === chosenId) ?? methods.find((m) => m.id === last?.payment_system && m.currency === last.currency) ?? methods[0] ?? null;
  const offers = snapshot.offers[currency];
  const firstOffer = offers?.data?.[0]?.id ?? null;
  // With a promo code applied, its bonus is chosen for the player (they may still take none).
  const chosenBonus = bonusId === undefined ? (query.autoApplyPromocode ? firstOffer : null) : bonusId;

  const initial = () => {
    const cents = initialDepositAmount(query.amountProp, currency, isFirstDeposit(payments?.data ?? []));
    return cents === null ? '' : toInput(cents, currency);
  };
  const amountText = amount ?? initial();

  const onOutcome = (outcome: PaymentOutcome) => {
    if (outcome.kind === 'processor') {
      setLeaving(outcome.payment.payment_system);
      leaveTo(outcome.url);
    } else if (outcome.payment) {
      go(`/cashbox/result/${outcome.payment.id}${outcome.kind === 'lost' ? '?lost=1' : ''}`);
    }
  };

  if (leaving) {
    return (
      <div className={styles.leaving} role="status" data-testid="leaving">
        <Spinner />
        <p>{t('deposit.leaving', { method: method?.name ?? leaving })}</p>
      </div>
    );
  }

  const state = !listed || (listed.status === 'loading' && !listed.data) || (!settled && !query.amountProp) ? 'loading' : listed.status === 'failed' && methods.length === 0 ? 'failed' : methods.length === 0 ? 'empty' : null;

  return (
    <section className={styles.screen} aria-labelledby="cashbox-deposit-title">
      <header className={styles.head}>
        <h3 id="cashbox-deposit-title" className={styles.title}>
          {withBonus ? t('deposit.titleBonus', { currency }) : t('deposit.title', { currency })}
        </h3>
        <div className={styles.links}>
          {/* Bonuses come from the bonuses plugin's service: without it there is nothing to choose. */}
          {!withBonus && runtime.services.get(BONUS_OFFERS_SERVICE) && (
            <CashboxLink to="/deposit-bonus" className={formStyles.link}>
              <CashboxIcon name="gift" size={16} /> {t('deposit.withBonus')}
            </CashboxLink>
          )}
          {withBonus && (
            <CashboxLink to="/deposit" className={formStyles.link}>
              {t('deposit.withoutBonus')}
            </CashboxLink>
          )}
          {last && (
            <CashboxLink to="/deposit-fast" className={formStyles.link}>
              <CashboxIcon name="bolt" size={16} /> {t('deposit.fast')}
            </CashboxLink>
          )}
        </div>
      </header>
      {state ? (
        <MethodsState state={state} currency={currency} onRetry={() => void loadMethods(runtime, 'deposit', currency, { force: true })} />
      ) : (
        method && (
          <div className={styles.layout}>
            <MethodPicker methods={methods} action="deposit" selected={method.id} onSelect={setChosenId} />
            <div className={styles.formColumn}>
              <div className={styles.chosen}>
                <MethodLogo brand={method.brand} name={method.name} />
                <div>
                  <p className={styles.chosenName}>{method.name}</p>
                  <p className={styles.chosenMeta}>
                    {t(`method.processing.${method.processing_time === 'instant' ? 'instant' : 'other'}`, { time: method.processing_time })} ·{' '}
                    {method.fee === 'free' ? t('method.noFee') : t('method.fee', { fee: method.fee })}
                  </p>
                </div>
              </div>
              <PaymentForm
                key={method.id}
                action="deposit"
                method={method}
                amount={amountText}
                onAmountChange={setAmount}
                presets={amountPresets(method.amount_presets_cents, method.min_amount_cents, method.max_amount_cents, currency)}
                bonusId={bonusShown ? chosenBonus : undefined}
                onOutcome={onOutcome}
              >
                {bonusShown && (
                  <BonusPicker
                    offers={offers?.data ?? null}
                    failed={offers?.status === 'failed'}
                    amount={parseInput(amountText, currency)}
                    selected={chosenBonus}
                    onSelect={setBonusId}
                  />
                )}
              </PaymentForm>
            </div>
          </div>
        )
      )}
    </section>
  );
}
