import type { Locale } from '../../../../config/locales';
import type { BlackjackAnswer } from '../blackjack-play';
import { renderGamePage } from './page-shell';

export interface BlackjackPageInput {
  locale: Locale;
  title: string;
  mode: 'real' | 'demo';
  currency: string;
  subunits: number;
  balance: number;
  base: string;
  bets: number[];
  defaultBet: number;
  /** The hand in play when the page opens (a reload mid-hand), or null. */
  hand: BlackjackAnswer | null;
  serverTime: number;
}

const STYLE = `
  body { background: radial-gradient(ellipse at top, #0d6b3a, #03240f 75%); --panel: #021a0bcc; --muted: #a9d8b8; }
  .felt { display: flex; flex-direction: column; gap: clamp(8px, 2vh, 18px); padding: clamp(8px, 2vw, 16px); border-radius: 18px;
    background: radial-gradient(ellipse at center, #11804a, #085a31); box-shadow: inset 0 0 0 3px #e9d8a655, 0 14px 36px #0009; flex: 1 1 auto;
    justify-content: space-around; }
  .area .label { font-size: .72rem; text-transform: uppercase; letter-spacing: .1em; color: #e9f7ee; }
  .total[hidden] { display: none; }
  .total { display: inline-block; margin-left: 6px; padding: 1px 8px; border-radius: 99px; background: #0007; font-size: .8rem; font-weight: 700; }
  .cards { display: flex; gap: 6px; min-height: clamp(64px, 12vh, 96px); margin-top: 6px; flex-wrap: wrap; }
  .card { width: clamp(44px, 8vw, 64px); aspect-ratio: 5 / 7; border-radius: 7px; background: #fff; color: #111; display: flex; flex-direction: column;
    justify-content: space-between; padding: 4px 6px; font-weight: 800; font-size: clamp(.95rem, 2.2vw, 1.3rem); box-shadow: 0 4px 10px #0007; animation: deal .25s ease-out; }
  .card small { align-self: flex-end; font-size: 1.1em; }
  .card.red { color: #c8102e; }
  .card.back { background: repeating-linear-gradient(45deg, #7d0a1d 0 6px, #a3122b 6px 12px); box-shadow: inset 0 0 0 3px #fff, 0 4px 10px #0007; }
  @keyframes deal { from { transform: translateY(-16px) rotate(-4deg); opacity: 0; } }
  .hands { display: flex; gap: 18px; flex-wrap: wrap; justify-content: center; }
  .area { text-align: center; } .area .cards { justify-content: center; }
  .hand { padding: 6px 8px; border-radius: 12px; }
  .hand.active { box-shadow: 0 0 0 2px var(--gold); background: #0003; }
  .hand .meta { font-size: .78rem; color: #e9f7ee; }
  .hand .result { font-weight: 800; margin-left: 6px; }
  .hand .result[data-outcome='win'], .hand .result[data-outcome='blackjack'] { color: var(--gold); }
  .hand .result[data-outcome='lose'] { color: #ffb3b3; }
  .controls { display: flex; justify-content: center; gap: 10px; flex-wrap: wrap; align-items: center; }
  .controls [hidden] { display: none; }
  .row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; justify-content: center; }
  .rules { text-align: center; margin: 0; }
`;

const SCRIPT = `
(() => {
  const G = window.Game;
  const { $, state, t } = G;
  document.querySelectorAll('[data-t]').forEach((el) => { el.textContent = t(el.dataset.t); });
  $('bet-down').setAttribute('aria-label', t('lower_bet'));
  $('bet-up').setAttribute('aria-label', t('raise_bet'));
  const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
  let betIndex = Math.max(0, state.bets.indexOf(state.default_bet));
  let hand = state.hand;
  let busy = false;

  const card = (code) => {
    const el = document.createElement('div');
    if (code === '??') { el.className = 'card back'; el.setAttribute('aria-label', '?'); return el; }
    const rank = code[0] === 'T' ? '10' : code[0];
    el.className = 'card' + (code[1] === 'H' || code[1] === 'D' ? ' red' : '');
    el.innerHTML = '<span></span><small></small>';
    el.firstChild.textContent = rank;
    el.lastChild.textContent = SUITS[code[1]];
    el.setAttribute('aria-label', rank + SUITS[code[1]]);
    return el;
  };
  function render() {
    const view = hand && hand.hand;
    const inPlay = hand && hand.status === 'pending';
    $('dealer').innerHTML = '';
    $('hands').innerHTML = '';
    $('dealer-total').textContent = view && view.dealer_total !== null ? String(view.dealer_total) : '';
    $('dealer-total').hidden = !(view && view.dealer_total !== null);
    if (view) {
      view.dealer.forEach((c) => $('dealer').appendChild(card(c)));
      view.hands.forEach((h, i) => {
        const box = document.createElement('div');
        box.className = 'hand' + (inPlay && view.active === i ? ' active' : '');
        const meta = document.createElement('div');
        meta.className = 'meta';
        meta.textContent = (view.hands.length > 1 ? t('hand_n', { n: i + 1 }) + ' · ' : '') + G.money(h.bet_cents);
        const total = document.createElement('span');
        total.className = 'total';
        // A soft total reads both ways, 7/17: no word to translate.
        total.textContent = h.soft && h.total < 21 ? h.total - 10 + '/' + h.total : String(h.total);
        meta.appendChild(total);
        if (h.outcome) {
          const result = document.createElement('span');
          result.className = 'result';
          result.dataset.outcome = h.outcome;
          result.textContent = h.total > 21 ? t('bust') : t('result_' + h.outcome);
          meta.appendChild(result);
        }
        const cards = document.createElement('div');
        cards.className = 'cards';
        h.cards.forEach((c) => cards.appendChild(card(c)));
        box.append(meta, cards);
        $('hands').appendChild(box);
      });
    }
    $('betting').hidden = Boolean(inPlay);
    $('moves').hidden = !inPlay;
    const allowed = inPlay ? view.allowed : [];
    for (const action of ['hit', 'stand', 'double', 'split']) $(action).disabled = busy || !allowed.includes(action);
    const bet = state.bets[betIndex];
    $('bet').textContent = G.money(bet);
    $('deal').disabled = busy || state.balance_cents < bet;
    $('bet-down').disabled = busy || betIndex === 0;
    $('bet-up').disabled = busy || betIndex === state.bets.length - 1;
  }
  function settled() {
    if (!hand || hand.status !== 'finished') return;
    G.say(hand.win_cents > 0 ? t('you_win', { amount: G.money(hand.win_cents) }) : t('no_win'));
  }
  async function send(path, body) {
    if (busy) return;
    busy = true;
    render();
    G.say('');
    const answer = await G.call('POST', path, body);
    busy = false;
    if (!answer.ok) { G.say(answer.error, 'error'); render(); return; }
    hand = answer.body;
    G.setBalance(hand.balance_cents);
    render();
    if (hand.status === 'pending') G.say(t('your_turn')); else settled();
  }
  $('deal').addEventListener('click', () => send('/deal', { bet_cents: state.bets[betIndex] }));
  for (const action of ['hit', 'stand', 'double', 'split']) $(action).addEventListener('click', () => send('/action', { action }));
  $('bet-down').addEventListener('click', () => { betIndex = Math.max(0, betIndex - 1); render(); });
  $('bet-up').addEventListener('click', () => { betIndex = Math.min(state.bets.length - 1, betIndex + 1); render(); });
  render();
  if (hand && hand.status === 'pending') G.say(t('your_turn'));
})();
`;

/** Blackjack for one player: the dealer's cards, the player's hand (two after a split), deal, hit, stand, double, split. */
export function blackjackPage(input: BlackjackPageInput) {
  const body = `
  <section class="felt">
    <div class="area"><span class="label" data-t="dealer"></span><span class="total" id="dealer-total" hidden></span><div class="cards" id="dealer"></div></div>
    <div class="hands" id="hands" aria-live="polite"></div>
    <p class="rules fair" data-t="bj_rules"></p>
  </section>
  <div class="controls">
    <div class="row" id="betting">
      <button class="step" id="bet-down" type="button">−</button>
      <div class="readout"><span data-t="bet"></span><output id="bet"></output></div>
      <button class="step" id="bet-up" type="button">+</button>
      <button class="action" id="deal" type="button" data-t="deal"></button>
    </div>
    <div class="row" id="moves" hidden>
      <button class="action" id="hit" type="button" data-t="hit"></button>
      <button class="action" id="stand" type="button" data-t="stand"></button>
      <button class="ghost" id="double" type="button" data-t="double"></button>
      <button class="ghost" id="split" type="button" data-t="split"></button>
    </div>
  </div>`;
  return renderGamePage({
    locale: input.locale,
    title: input.title,
    mode: input.mode,
    kind: 'blackjack',
    style: STYLE,
    body,
    state: {
      currency: input.currency,
      subunits: input.subunits,
      balance_cents: input.balance,
      server_time: input.serverTime,
      urls: { base: input.base },
      bets: input.bets,
      default_bet: input.defaultBet,
      hand: input.hand,
    },
    scripts: [SCRIPT],
  });
}
