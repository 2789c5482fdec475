/**
 * The browser side of the demo slot page, as a string inlined into the page. It reads its state from the
 * `#slot-state` JSON block and talks only to POST /demo-slot/{id}/spin.
 */
export const SLOT_SCRIPT = `
(() => {
  const state = JSON.parse(document.getElementById('slot-state').textContent);
  const SYMBOLS = ['cherry', 'lemon', 'plum', 'bell', 'bar', 'seven', 'diamond'];
  const PAYLINES = state.paylines;
  const cells = [...document.querySelectorAll('.cell')];
  const $ = (id) => document.getElementById(id);
  const csrf = (document.cookie.match(/(?:^|; )csrf_token=([^;]*)/) || [])[1];
  let betIndex = Math.max(0, state.bets.indexOf(state.defaultBet));
  let busy = false;

  const money = (cents) => {
    const value = cents / state.subunits;
    const digits = state.subunits > 100 ? 8 : 2;
    return value.toLocaleString(undefined, { minimumFractionDigits: Math.min(2, digits), maximumFractionDigits: digits }) + ' ' + state.currency;
  };
  const use = (symbol) => '<svg viewBox="0 0 100 100" role="img" aria-label="' + symbol + '"><use href="#s-' + symbol + '"/></svg>';
  const setCell = (reel, row, symbol) => { cells[reel * 3 + row].innerHTML = use(symbol); };
  // Free spins of a bonus pack: played at the pack's stake, whatever bet is set (the platform decides).
  const freeLeft = () => (state.freeSpins ? state.freeSpins.left : 0);
  const render = () => {
    const free = freeLeft() > 0;
    $('balance').textContent = money(state.balance);
    $('bet').textContent = money(free ? state.freeSpins.betCents : state.bets[betIndex]);
    $('bet-down').disabled = busy || free || betIndex === 0;
    $('bet-up').disabled = busy || free || betIndex === state.bets.length - 1;
    $('spin').disabled = busy || (!free && state.balance < state.bets[betIndex]);
    $('free').textContent = free ? 'Free spins left: ' + freeLeft() : '';
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  for (let reel = 0; reel < 5; reel++) for (let row = 0; row < 3; row++) setCell(reel, row, SYMBOLS[(reel * 3 + row * 2) % SYMBOLS.length]);

  async function spin() {
    if (busy) return;
    const bet = state.bets[betIndex];
    busy = true;
    render();
    $('message').textContent = '';
    cells.forEach((c) => c.classList.remove('win'));
    document.querySelectorAll('.reel').forEach((r) => r.classList.add('spinning'));
    const flicker = setInterval(() => {
      document.querySelectorAll('.reel.spinning').forEach((reel) => {
        const i = Number(reel.dataset.reel);
        for (let row = 0; row < 3; row++) setCell(i, row, SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]);
      });
    }, 70);
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (csrf) headers['X-CSRF-Token'] = decodeURIComponent(csrf);
    let result = null;
    try {
      const response = await fetch(state.spinUrl, { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify({ bet_cents: bet }) });
      const body = await response.json().catch(() => ({}));
      if (response.ok) result = body;
      else $('message').textContent = body.errors && body.errors.limit ? 'Limit reached: ' + body.errors.limit[0]
        : body.errors ? Object.values(body.errors).flat().join(', ') : response.status === 401 ? 'Please sign in again' : 'Spin failed';
    } catch { $('message').textContent = 'Connection lost'; }
    await sleep(350);
    for (let reel = 0; reel < 5; reel++) {
      const el = document.querySelector('.reel[data-reel="' + reel + '"]');
      el.classList.remove('spinning');
      if (result) for (let row = 0; row < 3; row++) setCell(reel, row, result.reels[reel][row]);
      el.classList.add('stop');
      setTimeout(() => el.classList.remove('stop'), 250);
      await sleep(140);
    }
    clearInterval(flicker);
    if (result) {
      state.balance = result.balance_cents;
      if (result.free_round) state.freeSpins = { left: result.freespins_left, betCents: result.bet_cents };
      else if (state.freeSpins) state.freeSpins = null;
      for (const win of result.wins) for (let reel = 0; reel < win.count; reel++) cells[reel * 3 + PAYLINES[win.line][reel]].classList.add('win');
      $('win').textContent = money(result.win_cents);
      if (result.win_cents > 0) $('message').textContent = result.win_cents >= result.bet_cents * 10 ? 'Big win!' : 'Win!';
      $('win-box').classList.toggle('lit', result.win_cents > 0);
    }
    busy = false;
    render();
  }

  $('spin').addEventListener('click', spin);
  $('bet-down').addEventListener('click', () => { betIndex = Math.max(0, betIndex - 1); render(); });
  $('bet-up').addEventListener('click', () => { betIndex = Math.min(state.bets.length - 1, betIndex + 1); render(); });
  document.addEventListener('keydown', (e) => {
    if (e.code === 'Space' && e.target === document.body) { e.preventDefault(); spin(); }
  });
  render();
})();
`;
