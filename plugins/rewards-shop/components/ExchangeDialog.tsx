import { useEffect, useState } from 'react';
import { Dialog, stateOf, useRuntime, useSession, useTranslation, useVisibility } from '@core/index';
import type { CompExchangeResult } from '@schemas/wire/comp-points';
import { shopApi } from '../actions';
import { formatPoints, rewardText } from '../format';
import { exchangeBody, firstStep, nextAfterChoose, type ExchangeStep } from '../rules/exchange-flow';
import { clampQuantity, maxQuantity, missingPoints, showQuantitySelector } from '../rules/quantity';
import { rateFor, type ShopCard } from '../rules/sections';
import { shopState } from '../state';
import { useChargeable, useShopCurrency } from '../use-shop-data';
import styles from './ExchangeDialog.module.css';

/**
 * The exchange of one card (spec part 2 §4, §5, §8): quantity (1..floor(balance/cost), the selector only when more
 * than one is affordable), then the multi-account warning or the enable-bonuses prompt when they apply, the call,
 * and the result: success with what was received, or a failure without a specific message. Too few points show
 * the missing amount with play and back options; a guest gets a registration button.
 */
export function ExchangeDialog({ item, onClose }: { item: ShopCard; onClose: () => void }) {
  const { t } = useTranslation('rewards-shop');
  const runtime = useRuntime();
  const session = useSession();
  const { groups, loggedIn } = useVisibility();
  const chargeable = useChargeable();
  const currency = useShopCurrency();
  const rate = rateFor(item.card, currency);
  const cost = rate?.points ?? 0;
  // A player whose points are still loading waits on 'pending' until they arrive.
  const [step, setStep] = useState<ExchangeStep>(() => (loggedIn && chargeable === null ? 'pending' : firstStep(chargeable, cost)));
  const [quantity, setQuantity] = useState(1);
  const [missing, setMissing] = useState(() => (chargeable === null ? 0 : missingPoints(chargeable, cost)));
  const [multiAccountSeen, setMultiAccountSeen] = useState(false);
  const [result, setResult] = useState<CompExchangeResult | null>(null);
  const pointsKnown = chargeable !== null;
  useEffect(() => {
    // Opened before the player's points arrived: start once they do.
    if (!pointsKnown || step !== 'pending' || result !== null) return;
    setMissing(missingPoints(chargeable, cost));
    setStep(firstStep(chargeable, cost));
    // Only when the points become known, not on every later change of them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pointsKnown]);
  const locale = runtime.locale.current;
  const points = (n: number) => formatPoints(n, locale);
  if (!rate) return null;

  const balance = chargeable ?? 0;
  const max = maxQuantity(balance, cost);
  const chosen = clampQuantity(quantity, balance, cost);
  const title = item.card.title || rewardText(item.type, rate, runtime, t);

  const call = async () => {
    setStep('pending');
    const answer = await shopApi(runtime).exchange(item.type, exchangeBody(item.type, item.card.group, rate, chosen));
    if (answer.ok) {
      stateOf(runtime, shopState).setPoints(answer.result.comp_points);
      setResult(answer.result);
      setStep('success');
      // The wallet (money), gifts (spins, boxes): the header and lists read them again; pushes may follow too.
      void runtime.refreshSession();
    } else if (answer.kind === 'insufficient') {
      setMissing(answer.missing);
      setStep('insufficient');
    } else {
      setStep('failure');
    }
  };

  const proceed = (seen = multiAccountSeen) => {
    const next = nextAfterChoose({ multiAccountSeen: seen, groups, canIssueBonuses: session.player?.can_issue_bonuses ?? false, type: item.type });
    if (next === 'pending') void call();
    else setStep(next);
  };

  const enableBonuses = async () => {
    setStep('pending');
    try {
      await shopApi(runtime).enableBonuses();
      await runtime.refreshSession();
      await call();
    } catch {
      setStep('failure');
    }
  };

  const go = (path: string) => {
    onClose();
    runtime.navigate(path);
  };

  return (
    <Dialog title={t('exchange.title', { title })} onClose={onClose} size="small">
      <div className={styles.body} data-testid="exchange-dialog" data-step={step}>
        {step === 'guest' && (
          <>
            <p>{t('exchange.guest')}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => go(runtime.pathOf('registration'))}>
                {t('exchange.register')}
              </button>
            </div>
          </>
        )}

        {step === 'insufficient' && (
          <>
            <p role="alert" data-testid="exchange-insufficient">
              {t('exchange.insufficient', { amount: points(missing) })}
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => go(runtime.pathOf('main'))}>
                {t('exchange.play')}
              </button>
              <button type="button" className={styles.secondary} onClick={onClose}>
                {t('exchange.back')}
              </button>
            </div>
          </>
        )}

        {step === 'choose' && (
          <>
            <p className={styles.reward}>{rewardText(item.type, rate, runtime, t, chosen)}</p>
            {showQuantitySelector(balance, cost) && (
              <div className={styles.quantity}>
                <button type="button" className={styles.step} onClick={() => setQuantity(chosen - 1)} disabled={chosen <= 1} aria-label={t('exchange.less')}>
                  −
                </button>
                <label className={styles.quantityLabel}>
                  <span>{t('exchange.quantity')}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={max}
                    value={chosen}
                    onChange={(event) => setQuantity(Number(event.target.value))}
                    data-testid="exchange-quantity"
                  />
                </label>
                <button type="button" className={styles.step} onClick={() => setQuantity(chosen + 1)} disabled={chosen >= max} aria-label={t('exchange.more')}>
                  +
                </button>
              </div>
            )}
            <dl className={styles.sums}>
              <div>
                <dt>{t('exchange.cost')}</dt>
                <dd data-testid="exchange-cost">{points(cost * chosen)}</dd>
              </div>
              <div>
                <dt>{t('exchange.after')}</dt>
                <dd>{points(balance - cost * chosen)}</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => proceed()} data-testid="exchange-confirm">
                {t('exchange.confirm')}
              </button>
              <button type="button" className={styles.secondary} onClick={onClose}>
                {t('exchange.cancel')}
              </button>
            </div>
          </>
        )}

        {step === 'multi-account' && (
          <>
            <p role="alert">{t('exchange.multiAccount')}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                onClick={() => {
                  setMultiAccountSeen(true);
                  proceed(true);
                }}
              >
                {t('exchange.continue')}
              </button>
              <button type="button" className={styles.secondary} onClick={onClose}>
                {t('exchange.cancel')}
              </button>
            </div>
          </>
        )}

        {step === 'enable-bonuses' && (
          <>
            <p>{t('exchange.enableBonuses')}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => void enableBonuses()}>
                {t('exchange.enableAndContinue')}
              </button>
              <button type="button" className={styles.secondary} onClick={onClose}>
                {t('exchange.cancel')}
              </button>
            </div>
          </>
        )}

        {step === 'pending' && (
          <p aria-live="polite" className={styles.pending}>
            {t('exchange.pending')}
          </p>
        )}

        {step === 'success' && result && (
          <>
            <p role="status" className={styles.success} data-testid="exchange-success">
              {t('exchange.success', { reward: rewardText(item.type, rate, runtime, t, result.quantity) })}
            </p>
            <p className={styles.note}>
              {t('exchange.left', { points: points(result.comp_points.chargeable.points) })}
              {item.type !== 'money' && item.type !== 'lotteries' ? ` ${t('exchange.inGifts')}` : ''}
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={onClose}>
                {t('exchange.done')}
              </button>
            </div>
          </>
        )}

        {step === 'failure' && (
          <>
            <p role="alert" data-testid="exchange-failure">
              {t('exchange.failure')}
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={onClose}>
                {t('exchange.back')}
              </button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
