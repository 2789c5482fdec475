import type { Locale } from '../../../../config/locales';
import type { LiveBetView, LiveRoundView } from '../live-play';
import { renderGamePage } from './page-shell';
import { ROULETTE_BOARD_SCRIPT, ROULETTE_BOARD_STYLE } from './roulette-board';
import { TABLE_STYLE } from './roulette-page';

export interface LivePageInput {
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
  round: LiveRoundView;
  bets: LiveBetView[];
  /** Numbers of the table's last rounds, newest first. */
  recent: number[];
  serverTime: number;
}

const STYLE = `${ROULETTE_BOARD_STYLE}${TABLE_STYLE}
  body { background: radial-gradient(ellipse at top, #3d1010, #100404 75%); --panel: #1a0505cc; --muted: #e6b3b3; }
  .live-bar { display: grid; gap: 4px; }
  .live-bar .line { display: flex; justify-content: space-between; gap: 8px; font-size: .8rem; color: var(--muted); }
  .live-bar .dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: #ff3b3b; margin-right: 6px; animation: blink 1s infinite; }
  @keyframes blink { 50% { opacity: .3; } }
  .countdown { height: 8px; border-radius: 4px; background: #ffffff1a; overflow: hidden; }
  .countdown div { height: 100%; background: linear-gradient(90deg, #1fbf5a, #ffd45c); width: 0; transition: width .25s linear; }
  #phase-text { font-weight: 800; text-align: center; }
  #mine { text-align: center; margin: 0; min-height: 1.2em; font-size: .85rem; }
`;

const SCRIPT = `
(() => {
  const G = window.Game;
  const { $, state, t } = G;
  document.querySelectorAll('[data-t]').forEach((el) => { el.textContent = t(el.dataset.t); });
  let round = state.round;
  let mine = state.bets;
  let recent = state.recent;
  let busy = false;
  let connected = false;
  let asked = 0;
  const board = window.RouletteBoard.create($('board'), $('chips'), () => render());

  const betting = () => G.serverNow() < round.betting_ends_at;
  function showLast() {
    $('last').innerHTML = '';
    for (const n of recent) {
      const s = document.createElement('span');
      s.className = board.colorOf(n);
      s.textContent = String(n);
      $('last').appendChild(s);
    }
  }
  function showMine() {
    const staked = mine.reduce((sum, b) => sum + b.bet_cents, 0);
    const won = mine.reduce((sum, b) => sum + b.win_cents, 0);
    const settled = mine.length > 0 && mine.every((b) => b.status === 'finished');
    $('mine').textContent = staked === 0 ? '' : t('your_bets', { amount: G.money(staked) }) + (settled ? ' · ' + (won > 0 ? t('you_win', { amount: G.money(won) }) : t('no_win')) : '');
    $('win').textContent = settled ? G.money(won) : '–';
    $('win-box').classList.toggle('lit', settled && won > 0);
  }
  function showRound() {
    $('round').textContent = t('round_n', { n: round.round_id });
    $('hash').textContent = round.seed_hash || '…';
    $('seed').textContent = round.seed || t('seed_hidden');
    const ball = $('ball');
    if (round.number !== null && round.number !== undefined) {
      ball.className = 'ball ' + round.color;
      ball.textContent = String(round.number);
    } else {
      ball.className = betting() ? 'ball' : 'ball rolling';
      ball.textContent = betting() ? '–' : '?';
    }
  }
  function render() {
    const open = betting();
    const total = board.total();
    $('total').textContent = G.money(total);
    $('send').disabled = busy || !open || total === 0 || total > state.balance_cents;
    $('undo').disabled = busy || !open; $('clear').disabled = busy || !open;
  }
  function tick() {
    const now = G.serverNow();
    const open = now < round.betting_ends_at;
    board.lock(!open || busy);
    const span = open ? round.betting_ends_at - round.starts_at : round.ends_at - round.betting_ends_at;
    const left = open ? round.betting_ends_at - now : round.ends_at - now;
    $('bar').style.width = Math.max(0, Math.min(100, (left / span) * 100)) + '%';
    $('phase-text').textContent = open ? t('place_bets_in', { s: Math.max(0, Math.ceil(left / 1000)) }) : round.number !== null && round.number !== undefined ? t('result') + ': ' + round.number + ' ' + t(round.color) : t('no_more_bets');
    if (now >= round.ends_at) nextRound();
    if (!open && (round.number === null || round.number === undefined) && now > round.betting_ends_at + 1500 && Date.now() - asked > 2000) refresh();
    render();
  }
  function nextRound() {
    const betMs = round.betting_ends_at - round.starts_at;
    const roundMs = round.ends_at - round.starts_at;
    const starts = round.ends_at;
    round = { ...round, round_id: round.round_id + 1, phase: 'betting', starts_at: starts, betting_ends_at: starts + betMs, ends_at: starts + roundMs, number: null, color: null, seed: null, seed_hash: '' };
    mine = [];
    board.mark(null);
    showMine();
    showRound();
    // The new round's seed hash comes with its push; ask if the socket is down.
    if (!connected) refresh();
  }
  function adopt(view) {
    if (!view || view.table_id !== state.table) return;
    G.syncClock(view.server_time);
    if (view.round_id < round.round_id) return;
    const resulted = view.number !== null && view.number !== undefined && (round.number === null || round.number === undefined || view.round_id !== round.round_id);
    round = view;
    if (resulted) {
      recent.unshift(view.number);
      recent = recent.slice(0, 12);
      showLast();
      board.mark(view.number);
      // Everyone sees the number; the bets of this session and the balance come from the platform.
      if (mine.length > 0) refresh();
    }
    showRound();
  }
  async function refresh() {
    asked = Date.now();
    const answer = await G.call('GET', '/state');
    if (!answer.ok) return;
    G.syncClock(answer.body.server_time);
    G.setBalance(answer.body.balance_cents);
    if (answer.body.round && answer.body.round.round_id === round.round_id) mine = answer.body.bets || mine;
    adopt(answer.body.round);
    const number = answer.body.round && answer.body.round.number;
    if (number !== null && number !== undefined) board.mark(number, mine.flatMap((b) => b.bets));
    showMine();
  }
  $('send').addEventListener('click', async () => {
    if (busy || !betting()) return;
    busy = true;
    G.say('');
    const answer = await G.call('POST', '/live/bet', { bets: board.bets() });
    busy = false;
    if (!answer.ok) { G.say(answer.error, 'error'); return; }
    mine = mine.concat([answer.body.bet]);
    G.setBalance(answer.body.balance_cents);
    board.clear();
    showMine();
  });
  $('undo').addEventListener('click', () => board.undo());
  $('clear').addEventListener('click', () => board.clear());
  G.socket('live_tables', (event, payload) => event === 'live_round' && adopt(payload), (up) => { connected = up; });
  let ticks = 0;
  setInterval(() => { if (!connected || ++ticks % 3 === 0) refresh(); }, 5000);
  showLast();
  showRound();
  showMine();
  G.say(t('shared_wheel'));
  setInterval(tick, 250);
  tick();
})();
`;

/** A live roulette table: a round every 30 s shared by every player, the betting window's countdown, the result for everyone. */
export function livePage(input: LivePageInput) {
  const body = `
  <section class="table">
    <div class="live-bar">
      <div class="line"><span><span class="dot"></span><span data-t="live_table"></span> · <span id="round"></span></span><span id="phase-text" aria-live="polite"></span></div>
      <div class="countdown"><div id="bar"></div></div>
    </div>
    <div class="wheel-row">
      <div class="ball" id="ball">–</div>
      <div class="hist"><span class="label" data-t="last_numbers"></span><div class="last" id="last"></div></div>
      <div class="readout"><span data-t="total_bet"></span><output id="total"></output></div>
      <div class="readout" id="win-box"><span data-t="win"></span><output id="win">–</output></div>
    </div>
    <div class="board" id="board" role="group"></div>
    <div class="chips" id="chips" role="group"></div>
    <div class="buttons">
      <button class="ghost" id="undo" type="button" data-t="undo"></button>
      <button class="ghost" id="clear" type="button" data-t="clear"></button>
      <button class="action" id="send" type="button" data-t="send_bets"></button>
    </div>
    <p id="mine" aria-live="polite"></p>
    <details class="fair"><summary data-t="provably_fair"></summary>
      <div><span data-t="seed_hash"></span>: <code id="hash"></code></div>
      <div><span data-t="seed"></span>: <code id="seed"></code></div>
    </details>
  </section>`;
  return renderGamePage({
    locale: input.locale,
    title: input.title,
    mode: input.mode,
    kind: 'live-roulette',
    style: STYLE,
    body,
    state: {
      currency: input.currency,
      subunits: input.subunits,
      balance_cents: input.balance,
      server_time: input.serverTime,
      urls: { base: input.base },
      chips: input.chips, default_chip: input.defaultChip,
      table: input.round.table_id,
      round: input.round,
      bets: input.bets,
      recent: input.recent,
    },
    scripts: [ROULETTE_BOARD_SCRIPT, SCRIPT],
  });
}
