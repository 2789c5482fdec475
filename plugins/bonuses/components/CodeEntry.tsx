import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRuntime, useTranslation } from '@core/index';
import { redeemCode, type CodeOutcome } from '../actions';
import { isWellFormedCode, normalizeCode, type CodeKind } from '../rules/code-answer';
import styles from './CodeEntry.module.css';

/**
 * A promo code (`POST /api/v2/bonuses/promo-code`) or coupon (`POST /api/bonuses/coupon`) with the server's answer:
 * what it issued, or the refusal in its own words (issue 10 item 4). `pending`: a code that came with the address
 * (`?giftPromocode=`), sent once on arrival.
 */
export function CodeEntry({ kind, pending = null }: { kind: CodeKind; pending?: string | null }) {
  const runtime = useRuntime();
  const { t } = useTranslation('bonuses');
  const id = useId();
  const [value, setValue] = useState(pending ?? '');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [answer, setAnswer] = useState<{ code: string; outcome: CodeOutcome } | null>(null);
  const sent = useRef<string | null>(null);

  const send = async (input: string) => {
    const code = normalizeCode(input);
    setAnswer(null);
    if (!isWellFormedCode(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    const outcome = await redeemCode(runtime, kind, code);
    setBusy(false);
    setAnswer({ code, outcome });
    if (outcome.kind === 'accepted') setValue('');
  };

  useEffect(() => {
    if (!pending || sent.current === pending) return;
    sent.current = pending;
    void send(pending);
    // Once per code that came with the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(value);
  };

  const label = t(kind === 'promo' ? 'code.promoLabel' : 'code.couponLabel');
  const messageId = `${id}-message`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`${kind}-code-form`}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder={t(kind === 'promo' ? 'code.promoPlaceholder' : 'code.couponPlaceholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid || answer ? messageId : undefined}
        />
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {t('code.apply')}
        </button>
      </div>
      <div id={messageId} aria-live="polite">
        {invalid && <p className={styles.refused} role="alert">{t(value.trim() ? 'code.refused.invalid' : 'code.empty')}</p>}
        {answer && <CodeAnswer code={answer.code} outcome={answer.outcome} />}
      </div>
    </form>
  );
}

function CodeAnswer({ code, outcome }: { code: string; outcome: CodeOutcome }) {
  const { t } = useTranslation('bonuses');
  if (outcome.kind === 'refused') {
    return <p className={styles.refused} data-testid="code-answer" data-outcome="refused" data-reason={outcome.reason}>{t(`code.refused.${outcome.reason}`, { code })}</p>;
  }
  if (outcome.kind === 'failed') return <p className={styles.refused} data-testid="code-answer" data-outcome="failed">{t('code.failed')}</p>;
  const issued = [...(outcome.redemption?.bonuses ?? []), ...(outcome.redemption?.freespins ?? [])].map((gift) => gift.title);
  const text = issued.length > 0 ? t('code.accepted', { code, gifts: issued.join(', ') }) : t('code.acceptedPlain', { code });
  const where = outcome.redemption?.status === 'activated' ? t('code.activatedNow') : t('code.inGifts');
  return (
    <p className={styles.accepted} data-testid="code-answer" data-outcome="accepted">
      {text} {where}
    </p>
  );
}
