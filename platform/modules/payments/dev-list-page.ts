import type { ProcessorPageView } from './dev-page';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /dev/payments (demo mode): the signed-in player's undecided payments, each linking to its processor
 * page. A crypto deposit has no redirect (the player pays an address), so this is where a demo "confirms the
 * chain"; withdrawals are approved or rejected here too. `null`: nobody is signed in.
 */
export function devPaymentList(entries: { view: ProcessorPageView; url: string }[] | null, merchant: string): string {
  const body =
    entries === null
      ? `<p>Sign in to ${escape(merchant)} first: this page lists the signed-in player's open payments.</p>`
      : entries.length === 0
        ? '<p>No open payments. Deposits waiting for the processor and pending withdrawals appear here.</p>'
        : `<ul>${entries
            .map(
              ({ view, url }) =>
                `<li><a href="${escape(url)}"><span>#${view.payment.id} · ${escape(view.payment.action === 'cashout' ? 'Withdrawal' : 'Deposit')} · ${escape(view.detailsTitle ?? view.methodName)}</span><strong>${escape(view.amountText)}</strong></a></li>`,
            )
            .join('')}</ul>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>DevPay · open payments</title>
<style>
  :root { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1f36; }
  body { margin: 0; padding: 32px 12px; background: #f6f8fb; display: grid; justify-items: center; }
  main { width: min(520px, 100%); background: #fff; border: 1px solid #e3e8ee; border-radius: 14px; padding: 24px; }
  h1 { font-size: 1.25rem; margin: 0 0 12px; } p { color: #697386; }
  ul { list-style: none; margin: 0; padding: 0; }
  li a { display: flex; justify-content: space-between; gap: 12px; padding: 14px 4px; border-bottom: 1px solid #e3e8ee; color: inherit; text-decoration: none; }
  li a:hover, li a:focus-visible { background: #f1f3f5; }
  .demo { font-size: .8rem; }
</style></head>
<body><main>
  <h1>DevPay · open payments</h1>
  ${body}
  <p class="demo"><strong>Demo mode</strong> · simulated processor of the reference platform: play money only, absent with CROUPIER_MODE=production.</p>
</main></body></html>`;
}
