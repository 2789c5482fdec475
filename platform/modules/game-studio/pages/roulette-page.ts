import type { Locale } from '../../../../config/locales';
import { renderGamePage } from './page-shell';
import { ROULETTE_BOARD_SCRIPT, ROULETTE_BOARD_STYLE } from './roulette-board';

export interface TablePageInput {
  locale: Locale;
  title: string;
  mode: 'real' | 'demo';
  currency: string;
  subunits: number;
  balance: number;
  base: string;
  /** Chip values the board offers (within the table's limits). */
  chips: number[];
  /** The chip selected at first. */
  defaultChip: number;
  serverTime: number;
}

export const TABLE_STYLE = `
  .table { display: flex; flex-direction: column; gap: 10px; }
  .wheel-row { display: grid; grid-template-columns: auto 1fr auto auto; gap: 10px; align-items: center; }
  .ball { width: 52px; height: 52px; border-radius: 50%; display: grid; place-items: center; font-size: 1.35rem; font-weight: 800;
    background: #333; box-shadow: 0 0 0 3px #e9d8a6, 0 6px 18px #0009; }
  .ball.red { background: #c8102e; } .ball.black { background: #1b1b1b; } .ball.green { background: #0a8f3c; }
  .ball.rolling { animation: roll .5s linear infinite; }
  @keyframes roll { to { transform: rotate(360deg); } }
  .last { display: flex; gap: 4px; overflow: hidden; }
  .last span { flex: none; width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; font-size: .72rem; font-weight: 700; }
  .last .red { background: #c8102e; } .last .black { background: #1b1b1b; border: 1px solid #555; } .last .green { background: #0a8f3c; }
  .hist span.label { display: block; font-size: .66rem; color: var(--muted); text-transform: uppercase; letter-spacing: .08em; margin-bottom: 3px; }
  .buttons { display: flex; gap: 10px; justify-content: center; flex-wrap: wrap; }
  #win-box { text-align: right; }
  @media (max-width: 559px) {
    .table { gap: 6px; }
    .wheel-row { grid-template-columns: auto 1fr 1fr; gap: 6px; }
    .readout { padding: 4px 10px; }
    .hist { display: none; }
    .ball { width: 44px; height: 44px; font-size: 1.1rem; }
  }
`;

const STYLE = `${ROULETTE_BOARD_STYLE}${TABLE_STYLE}`;

const SCRIPT = `
(() => {
  const G = window.Game;
  const { $, state, t } = G;
  document.querySelectorAll('[data-t]').forEach((el) => { el.textContent = t(el.dataset.t); });
  let busy = false;
  const last = [];
  const board = window.RouletteBoard.create($('board'), $('chips'), () => render());
  function render() {
    const total = board.total();
    $('total').textContent = G.money(total);
    $('spin').disabled = busy || total === 0 || total > state.balance_cents;
    $('undo').disabled = busy; $('clear').disabled = busy;
  }
  function showLast() {
    $('last').innerHTML = '';
    for (const n of last) {
      const s = document.createElement('span');
      s.className = board.colorOf(n);
      s.textContent = String(n);
      $('last').appendChild(s);
    }
  }
  async function spin() {
    if (busy || board.total() === 0) return;
    busy = true;
    board.lock(true);
    render();
    G.say('');
    $('win-box').classList.remove('lit');
    board.mark(null);
    const ball = $('ball');
    ball.className = 'ball rolling';
    const flicker = setInterval(() => { ball.textContent = String(Math.floor(Math.random() * 37)); }, 80);
    const answer = await G.call('POST', '/roulette', { bets: board.bets() });
    await G.sleep(900);
    clearInterval(flicker);
    if (!answer.ok) {
      ball.className = 'ball';
      ball.textContent = '–';
      G.say(answer.error, 'error');
    } else {
      const r = answer.body;
      ball.className = 'ball ' + r.color;
      ball.textContent = String(r.number);
      board.mark(r.number, r.bets);
      last.unshift(r.number);
      last.splice(10);
      showLast();
      G.setBalance(r.balance_cents);
      $('win').textContent = G.money(r.win_cents);
      $('win-box').classList.toggle('lit', r.win_cents > 0);
      G.say(r.number + ' ' + t(r.color) + ' · ' + (r.win_cents > 0 ? t('you_win', { amount: G.money(r.win_cents) }) : t('no_win')));
    }
    busy = false;
    board.lock(false);
    render();
  }
  $('spin').addEventListener('click', spin);
  $('undo').addEventListener('click', () => board.undo());
  $('clear').addEventListener('click', () => { board.clear(); board.mark(null); });
  G.say(t('place_chips'));
  render();
})();
`;

/** European roulette for one player: the betting board, chips, spin, the number and what it paid. */
export function roulettePage(input: TablePageInput) {
  const body = `
  <section class="table">
    <div class="wheel-row">
      <div class="ball" id="ball" aria-live="polite">–</div>
      <div class="hist"><span class="label" data-t="last_numbers"></span><div class="last" id="last"></div></div>
      <div class="readout"><span data-t="total_bet"></span><output id="total"></output></div>
      <div class="readout" id="win-box"><span data-t="win"></span><output id="win">–</output></div>
    </div>
    <div class="board" id="board" role="group"></div>
    <div class="chips" id="chips" role="group"></div>
    <div class="buttons">
      <button class="ghost" id="undo" type="button" data-t="undo"></button>
      <button class="ghost" id="clear" type="button" data-t="clear"></button>
      <button class="action" id="spin" type="button" data-t="spin"></button>
    </div>
  </section>`;
  return renderGamePage({
    locale: input.locale,
    title: input.title,
    mode: input.mode,
    kind: 'roulette',
    style: STYLE,
    body,
    state: { currency: input.currency, subunits: input.subunits, balance_cents: input.balance, server_time: input.serverTime, urls: { base: input.base }, chips: input.chips, default_chip: input.defaultChip },
    scripts: [ROULETTE_BOARD_SCRIPT, SCRIPT],
  });
}
