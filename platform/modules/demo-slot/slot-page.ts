import { createHash } from 'node:crypto';
import { SLOT_SCRIPT } from './slot-script';
import { SLOT_SYMBOL_SPRITE } from './slot-symbols';

export interface SlotPageState {
  title: string;
  mode: 'real' | 'demo';
  currency: string;
  subunits: number;
  balance: number;
  bets: number[];
  defaultBet: number;
  spinUrl: string;
  paylines: readonly (readonly number[])[];
  /** Free spins of a bonus pack waiting for this game (real mode): played at `betCents`, whatever bet is set. */
  freeSpins: { left: number; betCents: number } | null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: dark; font-family: system-ui, -apple-system, Segoe UI, sans-serif; --gold: #ffd45c; }
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; }
  body { display: grid; place-items: center; background: radial-gradient(ellipse at top, #3b1366, #12051f 70%); color: #fff; overflow: hidden; }
  .machine { width: min(96vw, 760px, calc((100vh - 240px) * 1.75)); min-width: 280px; padding: clamp(10px, 2.5vw, 22px); border-radius: 24px;
    background: linear-gradient(#2a0d49, #1a0830); box-shadow: 0 0 0 3px #a06cff55, 0 20px 60px #000a, inset 0 1px 0 #ffffff22; }
  header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 10px; gap: 8px; }
  h1 { margin: 0; font-size: clamp(1rem, 3vw, 1.4rem); letter-spacing: .06em; text-transform: uppercase;
    background: linear-gradient(var(--gold), #ff9d00); -webkit-background-clip: text; background-clip: text; color: transparent; }
  .mode { font-size: .75rem; padding: 3px 10px; border-radius: 99px; background: #ffffff1a; text-transform: uppercase; letter-spacing: .08em; }
  .window { display: grid; grid-template-columns: repeat(5, 1fr); gap: clamp(4px, 1vw, 8px); padding: clamp(6px, 1.2vw, 10px);
    border-radius: 16px; background: #0b0314; box-shadow: inset 0 0 24px #000, 0 0 0 2px #ffd45c55; }
  .reel { display: grid; grid-template-rows: repeat(3, 1fr); gap: clamp(4px, 1vw, 8px); border-radius: 10px; overflow: hidden; }
  .cell { aspect-ratio: 1 / 0.9; display: grid; place-items: center; border-radius: 10px; background: linear-gradient(#fdfbff, #d9d0ea);
    transition: transform .2s, box-shadow .2s; }
  .cell svg { width: 78%; height: 78%; filter: drop-shadow(0 3px 2px #0005); }
  .reel.spinning .cell { filter: blur(2px) brightness(.9); transform: translateY(4%); }
  .reel.stop .cell { animation: bounce .25s ease-out; }
  .cell.win { box-shadow: 0 0 0 3px var(--gold), 0 0 18px var(--gold); animation: pulse .8s ease-in-out infinite alternate; }
  @keyframes bounce { 0% { transform: translateY(-8%); } 60% { transform: translateY(3%); } 100% { transform: none; } }
  @keyframes pulse { to { transform: scale(1.05); } }
  .panel { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 10px; margin-top: 14px; }
  .readout { background: #0b0314; border-radius: 12px; padding: 8px 12px; min-width: 0; }
  .readout span { display: block; font-size: .7rem; color: #b9a6d8; text-transform: uppercase; letter-spacing: .08em; }
  .readout output { display: block; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  #win-box.lit output { color: var(--gold); }
  .bet { display: flex; align-items: center; gap: 6px; justify-content: center; margin-top: 10px; }
  button { font: inherit; border: 0; cursor: pointer; color: #fff; }
  button:disabled { opacity: .45; cursor: default; }
  button:focus-visible { outline: 3px solid var(--gold); outline-offset: 3px; }
  .step { width: 36px; height: 36px; border-radius: 50%; background: #ffffff1f; font-size: 1.3rem; }
  #spin { width: clamp(72px, 16vw, 96px); aspect-ratio: 1; border-radius: 50%; font-weight: 800; letter-spacing: .06em;
    background: radial-gradient(circle at 35% 30%, #7dffa0, #0f9d3a 70%); box-shadow: 0 6px 0 #06531f, 0 10px 24px #0008; }
  #spin:active:not(:disabled) { transform: translateY(3px); box-shadow: 0 3px 0 #06531f; }
  #message { text-align: center; min-height: 1.4em; margin-top: 8px; color: var(--gold); font-weight: 600; }
  #free { text-align: center; min-height: 1.2em; margin-top: 6px; font-size: .8rem; color: #7dffa0; }
`;

/** The platform's HTML5 demo slot: self-contained page for the game iframe. */
export function slotPage(state: SlotPageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(state.title)}</title><style>${STYLE}</style></head>
<body>
${SLOT_SYMBOL_SPRITE}
<main class="machine">
  <header><h1>${escapeHtml(state.title)}</h1><span class="mode">${state.mode === 'demo' ? 'Demo · play money' : 'Real money'}</span></header>
  <div class="window" aria-label="Reels">
    ${[0, 1, 2, 3, 4].map((r) => `<div class="reel" data-reel="${r}">${'<div class="cell"></div>'.repeat(3)}</div>`).join('')}
  </div>
  <div class="panel">
    <div class="readout"><span>Balance</span><output id="balance"></output></div>
    <button id="spin" type="button" aria-label="Spin">SPIN</button>
    <div class="readout" id="win-box"><span>Win</span><output id="win">–</output></div>
  </div>
  <div class="bet">
    <button class="step" id="bet-down" type="button" aria-label="Lower bet">−</button>
    <div class="readout"><span>Bet</span><output id="bet"></output></div>
    <button class="step" id="bet-up" type="button" aria-label="Raise bet">+</button>
  </div>
  <div id="free" aria-live="polite"></div>
  <div id="message" role="status" aria-live="polite"></div>
</main>
<script type="application/json" id="slot-state">${json}</script>
<script>${SLOT_SCRIPT}</script>
</body></html>`;
}

/**
 * The slot page's policy: its one script is allowed by its hash, not by `'unsafe-inline'`, so markup that
 * ever slipped into the page (a game title, a currency) could not run script.
 */
export const SLOT_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(SLOT_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  'img-src data:',
  "connect-src 'self'",
  "frame-ancestors 'self'",
].join('; ');
