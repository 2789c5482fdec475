import { createHash } from 'node:crypto';

/**
 * The operator's page at `/dev/support` (demo aid): conversations of both chat backends, newest first; the chosen
 * one's messages; a reply box. One static script (allowed by its hash) reads and writes the JSON routes of
 * operator-routes.ts and draws every message with `textContent`: chat text is never markup, here either.
 */
const OPERATOR_SCRIPT = `
const list = document.getElementById('conversations');
const thread = document.getElementById('thread');
const heading = document.getElementById('thread-title');
const form = document.getElementById('reply');
const input = document.getElementById('reply-body');
const status = document.getElementById('status');
const csrf = (document.cookie.match(/(?:^|; )csrf_token=([^;]*)/) || [])[1];
let current = Number(new URLSearchParams(location.search).get('c')) || null;
let lastShown = '';
function item(c) {
  const li = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.id = String(c.id);
  button.setAttribute('aria-current', c.id === current ? 'true' : 'false');
  const who = document.createElement('strong');
  who.textContent = c.player;
  const meta = document.createElement('span');
  meta.textContent = c.backend + ' · group ' + c.group + (c.waiting ? ' · waiting' : '');
  const last = document.createElement('span');
  last.className = 'last';
  last.textContent = c.last_body;
  button.append(who, meta, last);
  button.addEventListener('click', () => { current = c.id; history.replaceState(null, '', '?c=' + c.id); refresh(); input.focus(); });
  li.append(button);
  return li;
}
async function getJson(url) {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}
async function refresh() {
  try {
    const conversations = await getJson('/dev/support/conversations.json');
    if (current === null && conversations.length > 0) current = conversations[0].id;
    list.replaceChildren(...conversations.map(item));
    if (conversations.length === 0) { const p = document.createElement('li'); p.textContent = 'No conversations yet.'; list.append(p); }
    form.hidden = current === null;
    if (current === null) return;
    const data = await getJson('/dev/support/conversations/' + current + '.json');
    heading.textContent = data.conversation.player + ' · ' + data.conversation.backend + ' · group ' + data.conversation.group;
    const key = JSON.stringify(data.messages.map((m) => m.id));
    if (key === lastShown) return;
    lastShown = key;
    thread.replaceChildren(...data.messages.map((m) => {
      const li = document.createElement('li');
      li.className = m.author;
      const who = document.createElement('span');
      who.className = 'who';
      who.textContent = (m.author === 'operator' ? 'Support' : 'Player') + ' · ' + new Date(m.created_at).toLocaleTimeString();
      const body = document.createElement('p');
      body.textContent = m.body;
      li.append(who, body);
      return li;
    }));
    thread.scrollTop = thread.scrollHeight;
  } catch (error) {
    status.textContent = 'Could not load conversations (' + error.message + ').';
  }
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const body = input.value.trim();
  if (!body || current === null) return;
  const headers = { 'Content-Type': 'application/json' };
  if (csrf) headers['X-CSRF-Token'] = decodeURIComponent(csrf);
  status.textContent = 'Sending…';
  const response = await fetch('/dev/support/conversations/' + current + '/reply', { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify({ body }) });
  if (response.ok) { input.value = ''; status.textContent = 'Sent.'; await refresh(); }
  else status.textContent = 'Not sent (' + response.status + ').';
});
refresh();
setInterval(refresh, 2000);
`;

export const OPERATOR_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(OPERATOR_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function operatorPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>Support desk · demo</title>
<style>
  :root { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1f36; --line: #e3e8ee; --brand: #3b5bdb; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #f6f8fb; }
  header { padding: 12px 20px; background: #fff; border-bottom: 1px solid var(--line); }
  h1 { margin: 0; font-size: 1.2rem; }
  .demo { margin: 6px 0 0; font-size: .85rem; color: #8a6d00; }
  main { display: grid; grid-template-columns: minmax(220px, 320px) 1fr; gap: 16px; padding: 16px 20px; height: calc(100vh - 86px); }
  nav ul, #thread { list-style: none; margin: 0; padding: 0; }
  nav { overflow: auto; background: #fff; border: 1px solid var(--line); border-radius: 10px; }
  nav button { display: grid; gap: 2px; width: 100%; text-align: left; padding: 10px 12px; border: 0; border-bottom: 1px solid var(--line); background: none; font: inherit; cursor: pointer; }
  nav button[aria-current='true'] { background: #edf2ff; }
  nav span { font-size: .8rem; color: #697386; }
  nav .last { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: #1a1f36; }
  section { display: grid; grid-template-rows: auto 1fr auto; min-height: 0; background: #fff; border: 1px solid var(--line); border-radius: 10px; }
  h2 { margin: 0; padding: 10px 14px; font-size: 1rem; border-bottom: 1px solid var(--line); }
  #thread { overflow: auto; padding: 12px 14px; display: grid; gap: 8px; align-content: start; }
  #thread li { max-width: 75%; padding: 8px 10px; border-radius: 10px; background: #f1f3f5; }
  #thread li.operator { justify-self: end; background: #dbe4ff; }
  #thread p { margin: 2px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  .who { font-size: .75rem; color: #697386; }
  form { display: flex; gap: 8px; padding: 10px 14px; border-top: 1px solid var(--line); }
  textarea { flex: 1; font: inherit; padding: 8px; border: 1px solid var(--line); border-radius: 8px; min-height: 44px; }
  form button { font: inherit; font-weight: 600; padding: 0 18px; border: 0; border-radius: 8px; background: var(--brand); color: #fff; cursor: pointer; }
  #status { padding: 0 14px 8px; font-size: .85rem; color: #697386; min-height: 1.2em; }
  @media (max-width: 700px) { main { grid-template-columns: 1fr; height: auto; } section { min-height: 70vh; } }
</style></head>
<body>
<header><h1>Support desk</h1><p class="demo" role="note"><strong>Demo mode.</strong> Every player's chat, readable and answerable by anyone: this page does not exist with <code>CROUPIER_MODE=production</code>.</p></header>
<main>
  <nav aria-label="Conversations"><ul id="conversations"></ul></nav>
  <section aria-labelledby="thread-title">
    <h2 id="thread-title">Conversation</h2>
    <ol id="thread" aria-live="polite"></ol>
    <div>
      <form id="reply" hidden><label for="reply-body" class="who" hidden>Reply</label><textarea id="reply-body" name="body" aria-label="Reply to the player" maxlength="2000" required></textarea><button type="submit">Send reply</button></form>
      <p id="status" role="status"></p>
    </div>
  </section>
</main>
<script>${OPERATOR_SCRIPT}</script>
</body></html>`;
}
