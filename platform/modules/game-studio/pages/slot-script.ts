/**
 * The browser side of the slot page (after the common script, `window.Game`): bet steps in line bets, one
 * POST …/spin per round, then the paid spin and every free spin it started are shown in turn. The platform
 * decided everything; the page only animates it.
 */
export const SLOT_SCRIPT = `
(() => {
  const G = window.Game;
  const { $, state, t } = G;
  const family = state.family;
  const SYMBOLS = ['cherry', 'lemon', 'plum', 'bell', 'bar', 'seven', 'diamond', 'wild', 'scatter'];
  const cells = [...document.querySelectorAll('.cell')];
  let betIndex = Math.max(0, state.bets.indexOf(state.default_bet));
  let busy = false;

  document.querySelectorAll('[data-t]').forEach((el) => { el.textContent = t(el.dataset.t); });
  $('spin').textContent = t('spin');
  $('spin').setAttribute('aria-label', t('spin'));
  $('bet-down').setAttribute('aria-label', t('lower_bet'));
  $('bet-up').setAttribute('aria-label', t('raise_bet'));
  $('family-info').textContent = family.title + ' · RTP ' + family.rtp.toLocaleString(state.locale) + ' % · ' + t('volatility_' + family.volatility);
  $('feature-info').textContent = t('feature_info', { n: family.free_spins, m: family.multiplier });

  const use = (symbol) => '<svg viewBox="0 0 100 100" role="img" aria-label="' + symbol + '"><use href="#s-' + symbol + '"/></svg>';
  const setCell = (reel, row, symbol) => { cells[reel * 3 + row].innerHTML = use(symbol); };
  const showWindow = (reels) => { for (let r = 0; r < 5; r++) for (let row = 0; row < 3; row++) setCell(r, row, reels[r][row]); };
  const freeLeft = () => (state.free_spins ? state.free_spins.left : 0);
  function render() {
    const free = freeLeft() > 0;
    const bet = free ? state.free_spins.bet_cents : state.bets[betIndex];
    $('bet').textContent = G.money(bet);
    $('line-bet').textContent = t('line_bet', { lines: family.lines, amount: G.short(bet / family.lines) });
    $('bet-down').disabled = busy || free || betIndex === 0;
    $('bet-up').disabled = busy || free || betIndex === state.bets.length - 1;
    $('spin').disabled = busy || (!free && state.balance_cents < state.bets[betIndex]);
    $('free').textContent = free ? t('free_spins_left', { n: freeLeft() }) : '';
  }
  const highlight = (wins) => {
    cells.forEach((c) => c.classList.remove('win'));
    for (const win of wins) for (let reel = 0; reel < win.count; reel++) cells[reel * 3 + family.paylines[win.line][reel]].classList.add('win');
  };

  for (let reel = 0; reel < 5; reel++) for (let row = 0; row < 3; row++) setCell(reel, row, SYMBOLS[(reel * 3 + row * 2) % 7]);

  function startRoll() {
    document.querySelectorAll('.reel').forEach((r) => r.classList.add('spinning'));
    return setInterval(() => {
      document.querySelectorAll('.reel.spinning').forEach((reel) => {
        const i = Number(reel.dataset.reel);
        for (let row = 0; row < 3; row++) setCell(i, row, SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]);
      });
    }, 70);
  }
  async function stopRoll(flicker, reels) {
    await G.sleep(300);
    for (let reel = 0; reel < 5; reel++) {
      const el = document.querySelector('.reel[data-reel="' + reel + '"]');
      el.classList.remove('spinning');
      if (reels) for (let row = 0; row < 3; row++) setCell(reel, row, reels[reel][row]);
      el.classList.add('stop');
      setTimeout(() => el.classList.remove('stop'), 250);
      await G.sleep(120);
    }
    clearInterval(flicker);
  }

  async function spin() {
    if (busy) return;
    busy = true;
    render();
    G.say('');
    $('feature').textContent = '';
    cells.forEach((c) => c.classList.remove('win'));
    $('win-box').classList.remove('lit');
    const flicker = startRoll();
    const answer = await G.call('POST', '/spin', { bet_cents: state.bets[betIndex] });
    const result = answer.ok ? answer.body : null;
    await stopRoll(flicker, result ? result.reels : null);
    if (!result) {
      G.say(answer.error, 'error');
    } else {
      highlight(result.wins);
      let shown = result.win_cents - (result.free_spins || []).reduce((sum, s) => sum + s.win_cents, 0);
      $('win').textContent = G.money(shown);
      const spins = result.free_spins || [];
      if (spins.length > 0) {
        $('feature').textContent = t('feature_won', { n: result.free_spins_awarded, m: family.multiplier });
        await G.sleep(1100);
        document.body.classList.add('in-feature');
        for (let i = 0; i < spins.length; i++) {
          $('feature').textContent = t('free_spin_n', { i: i + 1, n: spins.length });
          cells.forEach((c) => c.classList.remove('win'));
          await stopRoll(startRoll(), spins[i].reels);
          highlight(spins[i].wins);
          shown += spins[i].win_cents;
          $('win').textContent = G.money(shown);
          await G.sleep(spins[i].win_cents > 0 ? 650 : 300);
        }
        document.body.classList.remove('in-feature');
      }
      G.setBalance(result.balance_cents);
      if (result.free_round) state.free_spins = { left: result.freespins_left, bet_cents: result.bet_cents };
      else if (state.free_spins) state.free_spins = null;
      $('win').textContent = G.money(result.win_cents);
      $('win-box').classList.toggle('lit', result.win_cents > 0);
      if (result.win_cents >= result.bet_cents * 10) G.say(t('big_win', { amount: G.money(result.win_cents) }));
      else if (result.win_cents > 0) G.say(t('you_win', { amount: G.money(result.win_cents) }));
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
