import { createHash } from 'node:crypto';
import type { Locale } from '../../../../config/locales';
import { COMMON_SCRIPT } from './common-script';
import { htmlLang, pageMessages } from './page-messages';

/**
 * The frame every game page shares: the document, a header (title, real/demo, balance), a status line, the
 * page's state and texts as JSON blocks, and its scripts inline. A page's policy allows exactly its scripts,
 * by hash (no 'unsafe-inline'), so markup that ever slipped into a page (a game title, a currency) could not
 * run script; data blocks (`type="application/json"`) are never executed.
 */
export interface PageParts {
  locale: Locale;
  title: string;
  mode: 'real' | 'demo';
  /** `kind` class of the body (slot, roulette, …) and any data attributes the page's CSS reads. */
  kind: string;
  attributes?: Record<string, string>;
  style: string;
  body: string;
  /** What the scripts read: the common script expects `currency`, `subunits`, `balance_cents`, `server_time`, `urls`. */
  state: Record<string, unknown>;
  /** The kind's scripts, run after the common one (which defines `window.Game`). */
  scripts: readonly string[];
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const BASE_STYLE = `
  :root { color-scheme: dark; font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; --gold: #ffd45c; --ink: #fff; --muted: #b9a6d8;
    --panel: #0b0314cc; --accent: #1fbf5a; --danger: #ff6b6b; }
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; }
  body { color: var(--ink); overflow: auto; background: radial-gradient(ellipse at top, #3b1366, #12051f 70%); }
  .game { min-height: 100%; display: flex; flex-direction: column; gap: clamp(6px, 1.4vh, 12px); padding: clamp(8px, 1.6vw, 16px);
    max-width: 1100px; margin: 0 auto; }
  .top { display: flex; align-items: center; gap: 8px 12px; flex-wrap: wrap; }
  .top h1 { margin: 0; font-size: clamp(.95rem, 2.6vw, 1.3rem); letter-spacing: .05em; text-transform: uppercase; flex: 1 1 auto; min-width: 0;
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis; background: linear-gradient(var(--gold), #ff9d00);
    -webkit-background-clip: text; background-clip: text; color: transparent; }
  .mode { font-size: .7rem; padding: 3px 10px; border-radius: 99px; background: #ffffff1a; text-transform: uppercase; letter-spacing: .08em; white-space: nowrap; }
  .readout { background: var(--panel); border-radius: 12px; padding: 6px 12px; min-width: 0; }
  .readout span { display: block; font-size: .68rem; color: var(--muted); text-transform: uppercase; letter-spacing: .08em; }
  .readout output { display: block; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .lit output { color: var(--gold); }
  button { font: inherit; border: 0; cursor: pointer; color: #fff; border-radius: 12px; }
  button:disabled { opacity: .45; cursor: default; }
  button:focus-visible, input:focus-visible { outline: 3px solid var(--gold); outline-offset: 2px; }
  .action { min-height: 44px; padding: 0 18px; font-weight: 800; letter-spacing: .04em; background: linear-gradient(#2bd46b, #0f9d3a);
    box-shadow: 0 4px 0 #06531f; }
  .action:active:not(:disabled) { transform: translateY(2px); box-shadow: 0 2px 0 #06531f; }
  .ghost { min-height: 40px; padding: 0 14px; background: #ffffff1f; font-weight: 600; }
  .step { width: 40px; height: 40px; border-radius: 50%; background: #ffffff1f; font-size: 1.3rem; flex: none; }
  #message { text-align: center; min-height: 1.4em; color: var(--gold); font-weight: 600; }
  #message[data-tone='error'] { color: var(--danger); }
  .fair { font-size: .72rem; color: var(--muted); overflow-wrap: anywhere; }
  .fair code { color: #e9ddff; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  /* A phone's frame is small and the client's bar above it already names the game and the mode: one line of balance. */
  @media (max-width: 559px) {
    .game { padding: 6px 8px; gap: 6px; }
    .top h1, .top .mode { display: none; }
    .top .readout { display: flex; align-items: baseline; gap: 8px; padding: 4px 10px; margin-left: auto; }
  }
`;

/** The whole page and the Content-Security-Policy that goes with it. */
export function renderGamePage(parts: PageParts): { html: string; csp: string } {
  const messages = pageMessages(parts.locale);
  const scripts = [COMMON_SCRIPT, ...parts.scripts];
  const attributes = Object.entries(parts.attributes ?? {})
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const html = `<!doctype html>
<html lang="${htmlLang(parts.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(parts.title)}</title><style>${BASE_STYLE}${parts.style}</style></head>
<body class="${parts.kind}"${attributes}>
<main class="game">
  <header class="top">
    <h1>${escapeHtml(parts.title)}</h1>
    <span class="mode">${escapeHtml(parts.mode === 'demo' ? messages.mode_demo : messages.mode_real)}</span>
    <div class="readout"><span>${escapeHtml(messages.balance)}</span><output id="balance"></output></div>
  </header>
${parts.body}
  <div id="message" role="status" aria-live="polite"></div>
</main>
<script type="application/json" id="game-state">${json({ ...parts.state, locale: htmlLang(parts.locale), mode: parts.mode })}</script>
<script type="application/json" id="game-messages">${json(messages)}</script>
${scripts.map((script) => `<script>${script}</script>`).join('\n')}
</body></html>`;
  const csp = [
    "default-src 'none'",
    `script-src ${scripts.map(hashOf).join(' ')}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    // Play calls, and the socket of the shared tables (CSP3: 'self' covers ws/wss of the same host).
    "connect-src 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return { html, csp };
}
