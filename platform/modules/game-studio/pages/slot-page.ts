import type { Locale } from '../../../../config/locales';
import type { SlotFamily } from '../engines/slot-family';
import { renderGamePage } from './page-shell';
import { SLOT_SCRIPT } from './slot-script';
import { SLOT_SYMBOL_SPRITE } from './slot-symbols';

export interface SlotPageInput {
  locale: Locale;
  title: string;
  mode: 'real' | 'demo';
  currency: string;
  subunits: number;
  balance: number;
  base: string;
  family: SlotFamily;
  /** Stakes the selector offers: whole line bets (multiples of the family's line count). */
  bets: number[];
  defaultBet: number;
  /** Free spins of a bonus pack waiting for this game (real mode): played at `bet_cents`, whatever bet is set. */
  freeSpins: { left: number; bet_cents: number } | null;
  serverTime: number;
}

const STYLE = `
  body[data-family='crystal-sevens'] { background: radial-gradient(ellipse at top, #0f3b66, #040f1f 70%); --panel: #03101fcc; --muted: #9cc3e6; }
  body[data-family='pharaohs-fortune'] { background: radial-gradient(ellipse at top, #6b4513, #1f1204 70%); --panel: #1a0e03cc; --muted: #e6c99c; }
  .machine { width: min(100%, 760px, calc((100vh - 250px) * 1.55)); min-width: 260px; margin: 0 auto; display: flex; flex-direction: column; gap: 10px; }
  .info { margin: 0; text-align: center; font-size: .78rem; color: var(--muted); }
  .window { display: grid; grid-template-columns: repeat(5, 1fr); gap: clamp(3px, .9vw, 8px); padding: clamp(5px, 1.1vw, 10px);
    border-radius: 16px; background: #0b0314; box-shadow: inset 0 0 24px #000, 0 0 0 2px #ffd45c55; }
  .reel { display: grid; grid-template-rows: repeat(3, 1fr); gap: clamp(3px, .9vw, 8px); border-radius: 10px; overflow: hidden; }
  .cell { aspect-ratio: 1 / 0.86; display: grid; place-items: center; border-radius: 10px; background: linear-gradient(#fdfbff, #d9d0ea); transition: transform .2s, box-shadow .2s; }
  .cell svg { width: 80%; height: 80%; filter: drop-shadow(0 3px 2px #0005); }
  .reel.spinning .cell { filter: blur(2px) brightness(.9); transform: translateY(4%); }
  .reel.stop .cell { animation: bounce .25s ease-out; }
  .cell.win { box-shadow: 0 0 0 3px var(--gold), 0 0 18px var(--gold); animation: pulse .8s ease-in-out infinite alternate; }
  body.in-feature .window { box-shadow: inset 0 0 24px #000, 0 0 0 3px #7dffa0, 0 0 26px #7dffa088; }
  @keyframes bounce { 0% { transform: translateY(-8%); } 60% { transform: translateY(3%); } 100% { transform: none; } }
  @keyframes pulse { to { transform: scale(1.05); } }
  .feature { text-align: center; min-height: 1.3em; font-weight: 800; color: #7dffa0; letter-spacing: .03em; }
  .panel { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 10px; }
  .controls { display: flex; align-items: center; gap: 8px; }
  .readout small { display: block; font-size: .7rem; color: var(--muted); white-space: nowrap; }
  #win-box { text-align: right; }
  #spin { width: clamp(68px, 15vw, 92px); aspect-ratio: 1; border-radius: 50%; font-weight: 800; letter-spacing: .06em;
    background: radial-gradient(circle at 35% 30%, #7dffa0, #0f9d3a 70%); box-shadow: 0 6px 0 #06531f, 0 10px 24px #0008; }
  #spin:active:not(:disabled) { transform: translateY(3px); box-shadow: 0 3px 0 #06531f; }
  #free { text-align: center; min-height: 1.2em; font-size: .8rem; color: #7dffa0; }
  @media (max-width: 480px) {
    .panel { grid-template-columns: 1fr 1fr; }
    .controls { grid-column: 1 / -1; grid-row: 2; justify-content: center; }
  }
`;

/** The slot's page for the game iframe: five reels of the session's family, a bet in line-bet steps, the free-spins feature. */
export function slotPage(input: SlotPageInput) {
  const { family } = input;
  const body = `
  ${SLOT_SYMBOL_SPRITE}
  <section class="machine">
    <p class="info" id="family-info"></p>
    <div class="window" aria-label="Reels">
      ${[0, 1, 2, 3, 4].map((r) => `<div class="reel" data-reel="${r}">${'<div class="cell"></div>'.repeat(3)}</div>`).join('')}
    </div>
    <div class="feature" id="feature" aria-live="polite"></div>
    <div class="panel">
      <div class="readout" id="bet-box"><span data-t="bet"></span><output id="bet"></output><small id="line-bet"></small></div>
      <div class="controls">
        <button class="step" id="bet-down" type="button">−</button>
        <button id="spin" type="button"></button>
        <button class="step" id="bet-up" type="button">+</button>
      </div>
      <div class="readout" id="win-box"><span data-t="win"></span><output id="win">–</output></div>
    </div>
    <div id="free" aria-live="polite"></div>
    <p class="fair" id="feature-info"></p>
  </section>`;
  return renderGamePage({
    locale: input.locale,
    title: input.title,
    mode: input.mode,
    kind: 'slot',
    attributes: { family: family.id },
    style: STYLE,
    body,
    state: {
      currency: input.currency,
      subunits: input.subunits,
      balance_cents: input.balance,
      server_time: input.serverTime,
      urls: { base: input.base },
      family: {
        id: family.id,
        title: family.title,
        volatility: family.volatility,
        rtp: family.rtpPercent,
        lines: family.paylines.length,
        paylines: family.paylines,
        free_spins: family.freeSpins[3],
        multiplier: family.freeSpinMultiplier,
      },
      bets: input.bets,
      default_bet: input.defaultBet,
      free_spins: input.freeSpins,
    },
    scripts: [SLOT_SCRIPT],
  });
}
