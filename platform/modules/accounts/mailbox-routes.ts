import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { readMailbox, type MailRow } from '../../mail/mailbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// Mails carry absolute links on the player's host (site-links.ts) and, in older mails, site-relative ones; make them clickable.
const linkify = (s: string) =>
  escapeHtml(s).replace(/(^|\s)((?:https?:\/\/[^\s</]+)?\/[^\s<]*)/g, (_, space: string, url: string) => `${space}<a href="${url}">${url}</a>`);

/** The dev mailbox (platform/context.ts `mail()`): every mail the platform "sent", newest first. */
export function registerMailboxRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const list = (to: unknown): MailRow[] => readMailbox(ctx.db, typeof to === 'string' && to !== '' ? to : null);

  app.get('/dev/mailbox.json', async (request) => {
    const rows = list((request.query as Record<string, unknown>).to);
    return rows.map((row) => ({ id: row.id, to: row.to_email, subject: row.subject, body: row.body, kind: row.kind, created_at: row.created_at }));
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const rows = list((request.query as Record<string, unknown>).to);
    const items = rows
      .map(
        (row) =>
          `<article><h2>${escapeHtml(row.subject)}</h2><p class="meta">to ${escapeHtml(row.to_email)} · ${escapeHtml(row.kind)} · ${escapeHtml(row.created_at)}</p><p>${linkify(row.body)}</p></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}.meta{color:#666;font-size:13px}h2{font-size:17px;margin:.3rem 0}.demo{background:#fff3cd;border:1px solid #e0b400;border-radius:6px;padding:.5rem .75rem}</style>
</head><body><h1>Dev mailbox</h1><p class="demo" role="note"><strong>Demo mode.</strong> Every mail the platform sent, readable by anyone: this page does not exist with <code>CROUPIER_MODE=production</code>.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
