import type { Payment } from '../../../schemas/wire/money';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The dev payment provider's page: where a deposit's redirect_url lands. Self-contained (no external
 * assets) so it works offline and inside the cashbox iframe. The buttons post the provider callback; the
 * result is also posted to the parent window so an embedding cashbox can close itself.
 */
export function devPaymentPage(payment: Payment, token: string): string {
  const amount = `${payment.amount_cents} ${escape(payment.currency)} (minor units)`;
  const data = JSON.stringify({ id: payment.id, token }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev payment #${payment.id}</title>
<style>
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #14161f; color: #eef; }
  main { width: min(420px, 92vw); background: #1f2330; border-radius: 16px; padding: 24px; box-shadow: 0 12px 40px #0008; }
  h1 { font-size: 1.2rem; margin: 0 0 4px; } p { margin: 4px 0; color: #aab; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 16px 0; } dt { color: #889; } dd { margin: 0; }
  .buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-top: 16px; }
  button { font: inherit; padding: 12px; border: 0; border-radius: 10px; cursor: pointer; color: #fff; }
  button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
  [data-outcome=succeed] { background: #1f9d55; } [data-outcome=decline] { background: #c53030; }
  [data-outcome=cancel] { background: #5a6070; } [data-outcome=pending] { background: #b7791f; }
  .demo { display: inline-block; margin: 0 0 12px; padding: 4px 10px; border-radius: 999px; background: #b7791f; color: #fff; font-size: .85rem; }
  output { display: block; margin-top: 16px; min-height: 1.5em; font-weight: 600; }
</style></head>
<body><main>
  <p class="demo" role="note"><strong>Demo mode</strong> · simulated provider, absent with CROUPIER_MODE=production</p>
  <h1>Dev payment provider</h1>
  <p>Play money only. Choose what the provider reports.</p>
  <dl>
    <dt>Payment</dt><dd>#${payment.id} · ${escape(payment.action)}</dd>
    <dt>Amount</dt><dd>${amount}</dd>
    <dt>Method</dt><dd>${escape(payment.payment_system)}</dd>
    <dt>State</dt><dd id="state">${escape(payment.state)}</dd>
  </dl>
  <div class="buttons">
    <button type="button" data-outcome="succeed">Succeed</button>
    <button type="button" data-outcome="decline">Decline</button>
    <button type="button" data-outcome="cancel">Cancel</button>
    <button type="button" data-outcome="pending">Stay pending</button>
  </div>
  <output id="result" aria-live="polite"></output>
</main>
<script>
  const payment = ${data};
  const csrf = (document.cookie.match(/(?:^|; )csrf_token=([^;]*)/) || [])[1];
  for (const button of document.querySelectorAll('button[data-outcome]')) {
    button.addEventListener('click', async () => {
      const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      if (csrf) headers['X-CSRF-Token'] = decodeURIComponent(csrf);
      const response = await fetch('/dev/payments/' + payment.id + '/callback', {
        method: 'POST', headers, credentials: 'same-origin',
        body: JSON.stringify({ outcome: button.dataset.outcome, token: payment.token }),
      });
      const body = await response.json().catch(() => ({}));
      const state = body.payment ? body.payment.state : 'error';
      document.getElementById('state').textContent = state;
      document.getElementById('result').textContent = response.ok ? 'Reported: ' + state : 'Refused: ' + (body.error || response.status);
      if (window.parent !== window || window.opener) {
        (window.opener || window.parent).postMessage({ type: 'croupier:payment', id: payment.id, state }, '*');
      }
    });
  }
</script>
</body></html>`;
}
