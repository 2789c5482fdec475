/**
 * The European roulette betting board both roulette pages use (single-player roulette and the live table),
 * as a script inlined into the page: numbers 0–36 (straight bets), columns (2:1), dozens, and the even chances
 * (1–18, even, red, black, odd, 19–36). A chip tapped onto a spot adds its value there; undo and clear; the
 * spots become the request's bet list (engines/roulette-bets.ts checks it). The grid lays the board out
 * horizontally on a wide frame and vertically (three numbers a row) on a phone, from the same spots.
 */
export const ROULETTE_BOARD_STYLE = `
  .board { display: grid; gap: 3px; grid-template-columns: repeat(14, 1fr); grid-template-rows: repeat(3, minmax(34px, 1fr)) repeat(2, 32px);
    padding: 8px; border-radius: 14px; background: #0b5d2a; box-shadow: inset 0 0 0 2px #e9d8a6aa, 0 10px 30px #0008; }
  .spot { position: relative; grid-column: var(--wc) / span var(--ws); grid-row: var(--wr) / span var(--wh); border-radius: 6px; min-width: 0;
    border: 1px solid #e9d8a666; background: transparent; font-weight: 700; font-size: clamp(.7rem, 1.6vw, .95rem); padding: 0; }
  .spot.red { background: #c8102e; } .spot.black { background: #1b1b1b; } .spot.green { background: #0a8f3c; }
  .spot:hover:not(:disabled) { filter: brightness(1.25); }
  .spot.hit { box-shadow: 0 0 0 3px var(--gold), 0 0 16px var(--gold); z-index: 1; }
  .spot .chip-on { position: absolute; right: -4px; top: -6px; min-width: 22px; height: 22px; padding: 0 4px; border-radius: 11px; background: var(--gold);
    color: #1b1b1b; font-size: .66rem; line-height: 22px; box-shadow: 0 2px 4px #0008; pointer-events: none; }
  .spot .chip-on.won { background: #7dffa0; }
  .chips { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
  .chip { width: 44px; height: 44px; border-radius: 50%; font-size: .72rem; font-weight: 800; color: #fff; border: 3px dashed #fff9;
    background: radial-gradient(circle, #444 55%, #222 56%); }
  .chip[data-level='1'] { background: radial-gradient(circle, #2767d1 55%, #163f86 56%); }
  .chip[data-level='2'] { background: radial-gradient(circle, #c8102e 55%, #7d0a1d 56%); }
  .chip[data-level='3'] { background: radial-gradient(circle, #0a8f3c 55%, #055423 56%); }
  .chip[data-level='4'] { background: radial-gradient(circle, #6c2bd1 55%, #3f1686 56%); }
  .chip[data-level='5'] { background: radial-gradient(circle, #c98a00 55%, #7d5600 56%); }
  .chip[aria-pressed='true'] { outline: 3px solid var(--gold); outline-offset: 2px; }
  @media (max-width: 559px) {
    .board { grid-template-columns: repeat(3, 1fr); grid-template-rows: none; grid-auto-rows: minmax(21px, auto); gap: 2px; padding: 5px; }
    .spot { grid-column: var(--nc) / span var(--ns); grid-row: var(--nr) / span 1; font-size: .78rem; }
    .chip { width: 40px; height: 40px; }
  }
`;

export const ROULETTE_BOARD_SCRIPT = `
(() => {
  const G = window.Game;
  const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const colorOf = (n) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
  const CHIPS = G.state.chips;

  function create(root, chipsRoot, onChange) {
    const spots = new Map();
    let placed = new Map();
    const history = [];
    let chip = G.state.default_chip || CHIPS[0];
    let locked = false;

    const add = (key, bet, label, cls, wide, narrow, aria) => {
      const el = document.createElement('button');
      el.type = 'button';
      el.className = 'spot ' + (cls || '');
      el.textContent = label;
      el.setAttribute('aria-label', aria || label);
      const [wc, wr, ws, wh] = wide;
      const [nc, nr, ns] = narrow;
      el.style.setProperty('--wc', wc); el.style.setProperty('--wr', wr); el.style.setProperty('--ws', ws); el.style.setProperty('--wh', wh);
      el.style.setProperty('--nc', nc); el.style.setProperty('--nr', nr); el.style.setProperty('--ns', ns);
      el.addEventListener('click', () => place(key));
      root.appendChild(el);
      spots.set(key, { el, bet });
    };
    add('straight:0', { kind: 'straight', numbers: [0] }, '0', 'green', [1, 1, 1, 3], [1, 1, 3]);
    for (let n = 1; n <= 36; n++) {
      const col = Math.floor((n - 1) / 3);
      const row = (n - 1) % 3;
      add('straight:' + n, { kind: 'straight', numbers: [n] }, String(n), colorOf(n), [2 + col, 3 - row, 1, 1], [1 + row, 2 + col, 1]);
    }
    for (let c = 1; c <= 3; c++) add('column:' + c, { kind: 'column', index: c }, '2:1', '', [14, 4 - c, 1, 1], [c, 14, 1], '2:1 (' + c + ')');
    for (let d = 1; d <= 3; d++) {
      const label = (12 * (d - 1) + 1) + '–' + 12 * d;
      add('dozen:' + d, { kind: 'dozen', index: d }, label, '', [2 + (d - 1) * 4, 4, 4, 1], [d, 15, 1]);
    }
    const outside = [['low', '1–18', ''], ['even', G.t('even'), ''], ['red', G.t('red'), 'red'], ['black', G.t('black'), 'black'], ['odd', G.t('odd'), ''], ['high', '19–36', '']];
    outside.forEach(([kind, label, cls], i) => add(kind, { kind }, label, cls, [2 + i * 2, 5, 2, 1], [1 + (i % 3), 16 + Math.floor(i / 3), 1]));

    CHIPS.forEach((value, level) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'chip';
      b.dataset.level = String(level);
      b.textContent = G.short(value);
      b.setAttribute('aria-label', G.t('chip') + ' ' + G.money(value));
      b.addEventListener('click', () => { chip = value; paintChips(); });
      chipsRoot.appendChild(b);
    });
    const paintChips = () => chipsRoot.querySelectorAll('.chip').forEach((b, i) => b.setAttribute('aria-pressed', String(CHIPS[i] === chip)));
    paintChips();

    function paint(wins) {
      for (const [key, { el }] of spots) {
        let badge = el.querySelector('.chip-on');
        const amount = placed.get(key) || 0;
        if (!amount) { if (badge) badge.remove(); continue; }
        if (!badge) { badge = document.createElement('span'); badge.className = 'chip-on'; el.appendChild(badge); }
        badge.textContent = G.short(amount);
        badge.classList.toggle('won', Boolean(wins && wins.has(key)));
      }
      onChange && onChange();
    }
    function place(key) {
      if (locked) return;
      placed.set(key, (placed.get(key) || 0) + chip);
      history.push([key, chip]);
      paint();
    }
    const keyOf = (bet) => (bet.kind === 'straight' ? 'straight:' + bet.numbers[0] : bet.index ? bet.kind + ':' + bet.index : bet.kind);
    return {
      bets: () => [...placed].map(([key, amount]) => ({ ...spots.get(key).bet, amount_cents: amount })),
      total: () => [...placed.values()].reduce((a, b) => a + b, 0),
      clear() { if (locked) return; placed = new Map(); history.length = 0; paint(); },
      undo() {
        if (locked || history.length === 0) return;
        const [key, amount] = history.pop();
        const left = (placed.get(key) || 0) - amount;
        if (left > 0) placed.set(key, left); else placed.delete(key);
        paint();
      },
      /** Shows the winning number and which of the given bets (with win_cents) paid. */
      mark(number, bets) {
        for (const { el } of spots.values()) el.classList.remove('hit');
        if (number !== null && number !== undefined) spots.get('straight:' + number).el.classList.add('hit');
        paint(new Set((bets || []).filter((b) => b.win_cents > 0).map(keyOf)));
      },
      lock(value) { locked = value; for (const { el } of spots.values()) el.disabled = value; chipsRoot.querySelectorAll('.chip').forEach((b) => (b.disabled = value)); },
      colorOf,
    };
  }
  window.RouletteBoard = { create, colorOf };
})();
`;
