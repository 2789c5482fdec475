import type { Locale } from '../../../../config/locales';
import type { CrashBetView } from '../crash-bets';
import type { CrashRoundView } from '../crash-rounds';
import { CRASH_GROWTH_PER_MS } from '../engines/crash';
import { renderGamePage } from './page-shell';

export interface CrashPageInput {
  locale: Locale;
  title: string;
  mode: 'real' | 'demo';
  currency: string;
  subunits: number;
  balance: number;
  base: string;
  bets: number[];
  defaultBet: number;
  round: CrashRoundView;
  bet: CrashBetView | null;
  recent: number[];
  serverTime: number;
}

const STYLE = `
  body { background: radial-gradient(ellipse at top, #15204d, #05060f 75%); --panel: #04071acc; --muted: #a7b4e6; }
  .sky { display: grid; gap: 8px; }
  .chart { position: relative; height: clamp(150px, 34vh, 280px); border-radius: 16px; overflow: hidden;
    background: linear-gradient(#0b1433, #060a1c); box-shadow: inset 0 0 0 2px #5b6cff44; }
  .chart svg { position: absolute; inset: 0; width: 100%; height: 100%; }
  #curve { fill: none; stroke: #ffb347; stroke-width: 3; vector-effect: non-scaling-stroke; }
  #area { fill: #ffb34722; stroke: none; }
  .multiplier { position: absolute; inset: 0; display: grid; place-items: center; font-size: clamp(2.2rem, 9vw, 4.4rem); font-weight: 900;
    font-variant-numeric: tabular-nums; text-shadow: 0 4px 24px #000; }
  body[data-phase='crashed'] .multiplier { color: var(--danger); }
  body[data-phase='betting'] .multiplier { color: #fff9; }
  .tip { position: absolute; width: 14px; height: 14px; margin: -7px 0 0 -7px; border-radius: 50%; background: #ffd27a; box-shadow: 0 0 16px 4px #ffb347; }
  body[data-phase='crashed'] .tip { background: var(--danger); box-shadow: 0 0 22px 8px var(--danger); }
  .phase { position: absolute; left: 0; right: 0; bottom: 10px; text-align: center; font-weight: 700; color: #dfe5ff; }
  .recent { display: flex; gap: 6px; align-items: center; overflow: hidden; }
  .recent .label { font-size: .66rem; color: var(--muted); text-transform: uppercase; letter-spacing: .08em; flex: none; }
  .recent b { flex: none; padding: 2px 8px; border-radius: 99px; font-size: .75rem; background: #ffffff14; }
  .recent b.high { color: #7dffa0; } .recent b.low { color: #ff9b9b; }
  .controls { display: grid; gap: 8px; }
  .row { display: flex; gap: 8px; align-items: center; justify-content: center; flex-wrap: wrap; }
  .auto { display: flex; gap: 6px; align-items: center; font-size: .85rem; }
  .auto input[type='number'] { width: 84px; min-height: 36px; border-radius: 10px; border: 1px solid #ffffff33; background: #0008; color: #fff; padding: 0 8px; font: inherit; }
  .auto input[type='checkbox'] { width: 20px; height: 20px; }
  #cashout { background: linear-gradient(#ffcf4d, #e08a00); box-shadow: 0 4px 0 #8a5200; color: #1b1100; min-width: 180px; }
  #my-bet { text-align: center; margin: 0; min-height: 1.2em; font-size: .85rem; color: #dfe5ff; }
  details.fair summary { cursor: pointer; }
`;

const SCRIPT = `
(() => {
  const G = window.Game;
  const { $, state, t } = G;
  document.querySelectorAll('[data-t]').forEach((el) => { el.textContent = t(el.dataset.t); });
  $('bet-down').setAttribute('aria-label', t('lower_bet'));
  $('bet-up').setAttribute('aria-label', t('raise_bet'));
  const GROWTH = state.growth;
  let round = state.round;
  let bet = state.bet;
  let previous = null;
  let betIndex = Math.max(0, state.bets.indexOf(state.default_bet));
  let busy = false;
  let connected = false;
  let lastHeard = Date.now();
  let polling = false;

  const multiplierAt = (ms) => (ms <= 0 ? 100 : Math.floor(100 * Math.exp(GROWTH * ms)));
  const phaseNow = () => {
    if (round.crash_point !== null && round.crash_point !== undefined) return 'crashed';
    return G.serverNow() < round.launch_at ? 'betting' : 'flying';
  };
  function showRecent() {
    $('recent').innerHTML = '';
    for (const point of state.recent) {
      const b = document.createElement('b');
      b.className = point >= 200 ? 'high' : point < 150 ? 'low' : '';
      b.textContent = G.mult(point);
      $('recent').appendChild(b);
    }
  }
  function showFair() {
    $('hash').textContent = round.seed_hash;
    if (previous && previous.seed) {
      $('prev').hidden = false;
      $('prev-seed').textContent = previous.seed;
      $('prev-hash').textContent = previous.seed_hash;
      $('prev-point').textContent = G.mult(previous.crash_point);
    }
  }
  function showBet() {
    const pending = bet && bet.status === 'pending' && bet.round_id === round.round_id;
    if (!bet || bet.round_id !== round.round_id) $('my-bet').textContent = '';
    else if (pending) $('my-bet').textContent = t('your_bet', { amount: G.money(bet.bet_cents) }) + (bet.auto_cash_out ? ' · ' + t('auto_cash_out') + ' ' + G.mult(Math.round(bet.auto_cash_out * 100)) : '');
    else if (bet.cashed_out_at) $('my-bet').textContent = t('cashed_out', { x: G.mult(Math.round(bet.cashed_out_at * 100)), amount: G.money(bet.win_cents) });
    else $('my-bet').textContent = t('bet_lost');
  }
  function controls(phase) {
    const pending = bet && bet.status === 'pending' && bet.round_id === round.round_id;
    const placed = bet && bet.round_id === round.round_id;
    $('place').disabled = busy || phase !== 'betting' || Boolean(placed) || state.balance_cents < state.bets[betIndex];
    $('cashout').hidden = !(pending && phase === 'flying');
    $('place').hidden = !$('cashout').hidden;
    $('bet').textContent = G.money(state.bets[betIndex]);
    $('bet-down').disabled = betIndex === 0;
    $('bet-up').disabled = betIndex === state.bets.length - 1;
  }
  function draw(elapsed, m) {
    const span = Math.max(10000, elapsed * 1.15);
    const top = Math.max(200, m * 1.2);
    let d = '';
    for (let i = 0; i <= 40; i++) {
      const ms = (elapsed * i) / 40;
      const x = (ms / span) * 400;
      const y = 200 - ((multiplierAt(ms) - 100) / (top - 100)) * 190;
      d += (i ? 'L' : 'M') + x.toFixed(1) + ' ' + y.toFixed(1);
    }
    $('curve').setAttribute('d', d);
    $('tip').style.left = ((elapsed / span) * 100).toFixed(2) + '%';
    $('tip').style.top = ((1 - ((m - 100) / (top - 100)) * 0.95) * 100).toFixed(2) + '%';
    $('area').setAttribute('d', d + 'L' + ((elapsed / span) * 400).toFixed(1) + ' 200L0 200Z');
  }
  function frame() {
    const phase = phaseNow();
    document.body.dataset.phase = phase;
    const now = G.serverNow();
    if (phase === 'betting') {
      $('multiplier').textContent = G.mult(100);
      $('phase').textContent = t('betting_in', { s: Math.max(0, Math.ceil((round.launch_at - now) / 1000)) });
      draw(0, 100);
    } else if (phase === 'flying') {
      const elapsed = now - round.launch_at;
      const m = Math.max(multiplierAt(elapsed), round.multiplier || 100);
      $('multiplier').textContent = G.mult(m);
      $('phase').textContent = t('in_flight');
      if (bet && bet.status === 'pending' && bet.round_id === round.round_id) $('cashout').textContent = t('cash_out', { amount: G.money(Math.floor((bet.bet_cents * m) / 100)) });
      draw(elapsed, m);
      // Pushes come twice a second in flight: silence means the socket is gone, ask the platform.
      if (Date.now() - lastHeard > 1500) refresh();
    } else {
      $('multiplier').textContent = G.mult(round.crash_point);
      const next = round.next_opens_at || now;
      $('phase').textContent = t('crashed_at', { x: G.mult(round.crash_point) }) + ' · ' + t('next_round_in', { s: Math.max(0, Math.ceil((next - now) / 1000)) });
      if (now > next + 1500 && Date.now() - lastHeard > 1500) refresh();
    }
    controls(phase);
    requestAnimationFrame(frame);
  }
  function adopt(view) {
    if (!view || view.game !== state.game) return;
    lastHeard = Date.now();
    G.syncClock(view.server_time);
    if (view.round_id < round.round_id) return;
    const wasCrashed = round.crash_point !== null && round.crash_point !== undefined;
    if (view.round_id > round.round_id && wasCrashed) previous = round;
    const crashedNow = view.crash_point !== null && view.crash_point !== undefined;
    round = view;
    if (crashedNow && !wasCrashed) {
      previous = view;
      state.recent.unshift(view.crash_point);
      state.recent.splice(12);
      showRecent();
      // The bet settled with the crash (lost, or its auto target): ask for the outcome and the balance.
      if (bet && bet.round_id === view.round_id) refresh();
    }
    showFair();
    showBet();
  }
  async function refresh() {
    if (polling) return;
    polling = true;
    const answer = await G.call('GET', '/state');
    polling = false;
    lastHeard = Date.now();
    if (!answer.ok) return;
    G.syncClock(answer.body.server_time);
    G.setBalance(answer.body.balance_cents);
    if (answer.body.bet) bet = answer.body.bet;
    if (answer.body.recent) state.recent = answer.body.recent;
    showRecent();
    adopt(answer.body.round);
  }
  $('place').addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    G.say('');
    const auto = $('auto-on').checked ? Number($('auto').value) : null;
    const answer = await G.call('POST', '/crash/bet', { bet_cents: state.bets[betIndex], auto_cash_out: auto });
    busy = false;
    if (!answer.ok) return G.say(answer.error, 'error');
    bet = answer.body.bet;
    G.setBalance(answer.body.balance_cents);
    showBet();
  });
  $('cashout').addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    const answer = await G.call('POST', '/crash/cashout');
    busy = false;
    if (!answer.ok) { G.say(answer.error, 'error'); refresh(); return; }
    bet = answer.body.bet;
    G.setBalance(answer.body.balance_cents);
    G.say(t('cashed_out', { x: G.mult(Math.round(bet.cashed_out_at * 100)), amount: G.money(bet.win_cents) }));
    showBet();
  });
  $('bet-down').addEventListener('click', () => { betIndex = Math.max(0, betIndex - 1); });
  $('bet-up').addEventListener('click', () => { betIndex = Math.min(state.bets.length - 1, betIndex + 1); });
  G.socket('crash', (event, payload) => event === 'crash' && adopt(payload), (up) => { connected = up; });
  // The page keeps its session on screen (rounds run while someone watches) and resyncs now and then.
  let ticks = 0;
  setInterval(() => { if (!connected || ++ticks % 3 === 0) refresh(); }, 5000);
  showRecent();
  showFair();
  showBet();
  requestAnimationFrame(frame);
})();
`;

/** The crash game: the multiplier rising live, a bet before take-off, cash-out (by hand or automatic), the round's seed hash and revealed seed. */
export function crashPage(input: CrashPageInput) {
  const body = `
  <section class="sky">
    <div class="chart">
      <svg viewBox="0 0 400 200" preserveAspectRatio="none" aria-hidden="true"><path id="area"/><path id="curve"/></svg>
      <div class="tip" id="tip"></div>
      <div class="multiplier" id="multiplier" aria-live="off">1.00×</div>
      <div class="phase" id="phase"></div>
    </div>
    <div class="recent"><span class="label" data-t="recent"></span><div class="recent" id="recent"></div></div>
  </section>
  <div class="controls">
    <div class="row">
      <button class="step" id="bet-down" type="button">−</button>
      <div class="readout"><span data-t="bet"></span><output id="bet"></output></div>
      <button class="step" id="bet-up" type="button">+</button>
      <label class="auto"><input type="checkbox" id="auto-on"><span data-t="auto_cash_out"></span>
        <input id="auto" type="number" min="1.01" max="10000" step="0.01" value="2.00" inputmode="decimal"></label>
    </div>
    <div class="row">
      <button class="action" id="place" type="button" data-t="place_bet"></button>
      <button class="action" id="cashout" type="button" hidden></button>
    </div>
    <p id="my-bet" aria-live="polite"></p>
  </div>
  <details class="fair"><summary data-t="provably_fair"></summary>
    <div><span data-t="seed_hash"></span>: <code id="hash"></code></div>
    <div id="prev" hidden><span data-t="seed"></span>: <code id="prev-seed"></code> · sha256 <code id="prev-hash"></code> → <b id="prev-point"></b></div>
  </details>`;
  return renderGamePage({
    locale: input.locale,
    title: input.title,
    mode: input.mode,
    kind: 'crash',
    attributes: { phase: input.round.phase },
    style: STYLE,
    body,
    state: {
      currency: input.currency,
      subunits: input.subunits,
      balance_cents: input.balance,
      server_time: input.serverTime,
      urls: { base: input.base },
      game: input.round.game,
      growth: CRASH_GROWTH_PER_MS,
      bets: input.bets,
      default_bet: input.defaultBet,
      round: input.round,
      bet: input.bet,
      recent: input.recent,
    },
    scripts: [SCRIPT],
  });
}
