import { createHash } from 'node:crypto';
import type { WirePayment } from '../../../schemas/wire/money';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the processor page shows of a payment, worked out by dev-routes.ts. */
export interface ProcessorPageView {
  payment: WirePayment;
  token: string;
  /** `€50`, `0.0005 BTC`. */
  amountText: string;
  /** The method's display name (`Visa`, `Skrill`, `BTC`). */
  methodName: string;
  /** `Visa •••• 4242`, or null when nothing was typed (crypto, Sofort). */
  detailsTitle: string | null;
  merchant: string;
  /** The chosen deposit bonus offer's title, if any. */
  bonusTitle: string | null;
  /** Crypto deposits: the (demo) address the player was asked to pay to. */
  cryptoAddress: string | null;
  /** Same-origin path the player returns to once the payment is decided. */
  returnPath: string;
}

/**
 * The page's one script, static so the policy can allow it by hash (like the demo slot's): it reads the
 * payment from the JSON block, posts the chosen outcome to the callback with the session's CSRF token, then
 * sends the player back to the merchant (and tells an opener or embedding cashbox).
 */
const PROCESSOR_SCRIPT = `
const data = JSON.parse(document.getElementById('payment-data').textContent);
const buttons = Array.from(document.querySelectorAll('button[data-outcome]'));
const status = document.getElementById('status');
const csrf = (document.cookie.match(/(?:^|; )csrf_token=([^;]*)/) || [])[1];
function notify(state) {
  const target = window.opener || (window.parent !== window ? window.parent : null);
  if (target) target.postMessage({ type: 'croupier:payment', id: data.id, state: state }, window.location.origin);
}
for (const button of buttons) {
  button.addEventListener('click', async () => {
    for (const b of buttons) b.disabled = true;
    document.body.classList.add('busy');
    status.textContent = button.dataset.busy || 'Processing…';
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (csrf) headers['X-CSRF-Token'] = decodeURIComponent(csrf);
    let body = {};
    let ok = false;
    try {
      const response = await fetch('/dev/payments/' + data.id + '/callback', {
        method: 'POST', headers: headers, credentials: 'same-origin',
        body: JSON.stringify({ outcome: button.dataset.outcome, token: data.token }),
      });
      body = await response.json().catch(() => ({}));
      ok = response.ok || response.status === 409;
    } catch (error) {
      ok = false;
    }
    const state = body.payment ? body.payment.state : null;
    if (!ok || !state) {
      document.body.classList.remove('busy');
      for (const b of buttons) b.disabled = false;
      status.textContent = 'The processor could not be reached. Nothing was charged; try again.';
      return;
    }
    status.textContent = state === 'succeeded' ? 'Payment approved. Returning to ' + data.merchant + '…' : 'Returning to ' + data.merchant + '…';
    notify(state);
    setTimeout(() => window.location.replace(data.returnPath), 600);
  });
}
`;

/**
 * The dev processor page's policy: its one script by hash, no other script, no form posts, no framing by
 * other sites. Markup that slipped into the page (a merchant name, a masked title) could not run script.
 */
export const PROCESSOR_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(PROCESSOR_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  'img-src data:',
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const LOCK_ICON =
  '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>';

const STATE_TEXT: Record<string, string> = {
  succeeded: 'This payment was approved.',
  declined: 'This payment was declined.',
  rejected: 'This withdrawal was rejected.',
  canceled: 'This payment was cancelled.',
  recalled: 'This withdrawal was recalled.',
};

function buttonsFor(view: ProcessorPageView): string {
  const { payment } = view;
  const crypto = view.cryptoAddress !== null;
  const [pay, payBusy] =
    payment.action === 'cashout' ? ['Approve withdrawal', 'Approving…'] : crypto ? ['Confirm transfer on chain', 'Confirming…'] : [`Pay ${view.amountText}`, 'Authorising…'];
  const decline = payment.action === 'cashout' ? 'Reject' : 'Decline';
  return `<div class="actions">
    <button type="button" class="primary" data-outcome="succeed" data-busy="${escape(payBusy)}">${escape(pay)}</button>
    <div class="secondary">
      <button type="button" data-outcome="decline" data-busy="Declining…">${decline}</button>
      <button type="button" data-outcome="cancel" data-busy="Cancelling…">Cancel</button>
    </div>
  </div>
  <p class="later"><a href="${escape(view.returnPath)}">Return to ${escape(view.merchant)} without deciding</a> · the payment stays pending</p>`;
}

/**
 * The dev payment processor's page: where a deposit's redirect_url lands. It looks like a processor's
 * checkout (merchant, amount, method and masked details, one primary action), is self-contained (no
 * external assets, works offline and inside the cashbox iframe), and returns the player to the payment's
 * return path once they chose. Demo mode only (payments/index.ts).
 */
export function devPaymentPage(view: ProcessorPageView): string {
  const { payment } = view;
  const open = payment.state === 'pending' || payment.state === 'processing' || payment.state === 'reserved';
  const data = JSON.stringify({ id: payment.id, token: view.token, returnPath: view.returnPath, merchant: view.merchant }).replace(/</g, '\\u003c');
  const heading = payment.action === 'cashout' ? 'Withdrawal request' : 'Payment to';
  const rows = [
    ['Method', view.detailsTitle ?? view.methodName],
    ...(view.cryptoAddress ? [['Address', view.cryptoAddress]] : []),
    ...(view.bonusTitle ? [['Bonus', view.bonusTitle]] : []),
    ['Reference', `#${payment.id}`],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex">
<title>DevPay · ${escape(view.merchant)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; --ink: #1a1f36; --muted: #697386; --line: #e3e8ee; --brand: #3b5bdb; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px; padding: 24px 12px; background: #f6f8fb; color: var(--ink); }
  .processor { display: flex; align-items: center; gap: 8px; font-weight: 700; letter-spacing: .02em; color: var(--brand); }
  .processor span { color: var(--muted); font-weight: 500; font-size: .85rem; display: inline-flex; align-items: center; gap: 4px; }
  main { width: min(440px, 100%); background: #fff; border: 1px solid var(--line); border-radius: 14px; box-shadow: 0 10px 30px rgba(26, 31, 54, .08); padding: 28px; }
  .merchant { margin: 0; color: var(--muted); font-size: .95rem; }
  .merchant strong { color: var(--ink); }
  .amount { margin: 6px 0 20px; font-size: 2.2rem; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  dl { margin: 0 0 24px; border-top: 1px solid var(--line); }
  dl div { display: flex; justify-content: space-between; gap: 16px; padding: 11px 0; border-bottom: 1px solid var(--line); }
  dt { color: var(--muted); } dd { margin: 0; text-align: right; font-weight: 500; overflow-wrap: anywhere; }
  .actions { display: grid; gap: 10px; }
  button { font: inherit; font-weight: 600; padding: 13px 16px; border-radius: 9px; cursor: pointer; border: 1px solid var(--line); background: #fff; color: var(--ink); }
  button.primary { background: var(--brand); border-color: var(--brand); color: #fff; font-size: 1.05rem; }
  button:hover:not(:disabled) { filter: brightness(.96); }
  button:focus-visible, a:focus-visible { outline: 3px solid #91a7ff; outline-offset: 2px; }
  button:disabled { opacity: .6; cursor: progress; }
  .secondary { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
  .later { margin: 16px 0 0; font-size: .85rem; color: var(--muted); text-align: center; }
  a { color: var(--brand); }
  #status { display: block; min-height: 1.4em; margin-top: 14px; text-align: center; font-weight: 600; }
  .decided { padding: 14px; border-radius: 9px; background: #f1f3f5; text-align: center; }
  .demo { margin: 0; max-width: 440px; font-size: .8rem; color: var(--muted); text-align: center; }
  body.busy main { cursor: progress; }
</style></head>
<body>
<header class="processor">DevPay <span>${LOCK_ICON} Secure checkout</span></header>
<main aria-labelledby="merchant">
  <p class="merchant" id="merchant">${heading} <strong>${escape(view.merchant)}</strong></p>
  <p class="amount">${escape(view.amountText)}</p>
  <dl>${rows.map(([term, value]) => `<div><dt>${escape(term!)}</dt><dd>${escape(value!)}</dd></div>`).join('')}</dl>
  ${
    open
      ? buttonsFor(view)
      : `<p class="decided">${escape(STATE_TEXT[payment.state] ?? 'This payment was decided.')}</p><p class="later"><a href="${escape(view.returnPath)}">Return to ${escape(view.merchant)}</a></p>`
  }
  <output id="status" aria-live="polite"></output>
  <noscript><p class="decided">This checkout needs JavaScript to reach the processor.</p></noscript>
</main>
<p class="demo" role="note"><strong>Demo mode</strong> · simulated processor of the reference platform: play money only, absent with CROUPIER_MODE=production.</p>
<script type="application/json" id="payment-data">${data}</script>
<script>${PROCESSOR_SCRIPT}</script>
</body></html>`;
}
