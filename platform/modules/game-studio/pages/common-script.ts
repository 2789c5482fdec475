/**
 * What every game page's script builds on, as a string inlined into the page (`window.Game`): the page's
 * state and texts, money and multiplier formatting in the page's locale, the status line, play calls with
 * the session cookie and CSRF header (errors turned into texts), the server's clock, and a Phoenix v2 socket
 * for the public channels of the shared tables (reconnecting; pages poll their state while it is down).
 */
export const COMMON_SCRIPT = `
(() => {
  const $ = (id) => document.getElementById(id);
  const state = JSON.parse($('game-state').textContent);
  const messages = JSON.parse($('game-messages').textContent);
  const csrf = (document.cookie.match(/(?:^|; )csrf_token=([^;]*)/) || [])[1];
  let clockOffset = (state.server_time || Date.now()) - Date.now();

  const t = (key, vars) => String(messages[key] || key).replace(/\\{(\\w+)\\}/g, (_, name) => (vars && vars[name] !== undefined ? vars[name] : ''));
  const digits = state.subunits > 100 ? 8 : state.subunits === 1 ? 0 : 2;
  const number = (cents, min) => (cents / state.subunits).toLocaleString(state.locale, { minimumFractionDigits: min, maximumFractionDigits: digits });
  const money = (cents) => number(cents, Math.min(2, digits)) + ' ' + state.currency;
  const short = (cents) => number(cents, 0);
  const mult = (hundredths) => (hundredths / 100).toLocaleString(state.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + '×';
  const say = (text, tone) => { const m = $('message'); m.textContent = text || ''; m.dataset.tone = tone || ''; };
  const setBalance = (cents) => { state.balance_cents = cents; $('balance').textContent = money(cents); };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const serverNow = () => Date.now() + clockOffset;
  const syncClock = (serverTime) => { if (typeof serverTime === 'number') clockOffset = serverTime - Date.now(); };

  const CODES = { 'exceeds the balance': 'err_balance', betting_closed: 'err_closed', below_table_minimum: 'err_min', above_table_maximum: 'err_max',
    already_placed: 'err_already', in_play: 'err_in_play', too_early: 'err_too_early', crashed: 'err_crashed' };
  function errorText(status, body) {
    if (status === 401) return t('err_sign_in');
    const errors = (body && body.errors) || {};
    if (errors.limit) return t('err_limit', { limit: errors.limit[0] });
    for (const codes of Object.values(errors)) for (const code of codes) if (CODES[code]) return t(CODES[code]);
    return t('err_failed');
  }

  async function call(method, path, body) {
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (csrf) headers['X-CSRF-Token'] = decodeURIComponent(csrf);
    try {
      const response = await fetch(state.urls.base + path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
      const data = await response.json().catch(() => ({}));
      if (response.ok) return { ok: true, body: data };
      return { ok: false, status: response.status, body: data, error: errorText(response.status, data) };
    } catch {
      return { ok: false, status: 0, body: null, error: t('err_offline') };
    }
  }

  /** Joins a public channel; onEvent(event, payload) for its pushes, onStatus(connected). */
  function socket(topic, onEvent, onStatus) {
    let ws = null;
    let ref = 0;
    let beat = null;
    let retry = 1000;
    const open = () => {
      try {
        ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/socket/websocket?vsn=2.0.0');
      } catch { onStatus && onStatus(false); return; }
      ws.onopen = () => {
        retry = 1000;
        ws.send(JSON.stringify(['1', String(++ref), topic, 'phx_join', {}]));
        beat = setInterval(() => ws.readyState === 1 && ws.send(JSON.stringify([null, String(++ref), 'phoenix', 'heartbeat', {}])), 30000);
        onStatus && onStatus(true);
      };
      ws.onmessage = (message) => {
        try {
          const frame = JSON.parse(message.data);
          if (frame[2] === topic && frame[3] !== 'phx_reply') onEvent(frame[3], frame[4]);
        } catch { /* not a frame of ours */ }
      };
      ws.onclose = () => {
        clearInterval(beat);
        onStatus && onStatus(false);
        setTimeout(open, retry);
        retry = Math.min(retry * 2, 15000);
      };
    };
    open();
  }

  window.Game = { $, state, t, money, short, mult, say, setBalance, sleep, serverNow, syncClock, call, socket, errorText };
  setBalance(state.balance_cents);
})();
`;
