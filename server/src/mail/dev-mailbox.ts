import { contracts } from '@darsak/common/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { escapeHtml } from './templates.ts';

/** How many of the newest mails the mailbox shows. */
const MAILBOX_SIZE = 50;

type MailboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'pending' | 'sent' | 'failed';
  created_at: string;
  sent_at: string | null;
};

/** Escaped text with its http(s) addresses turned into links (the address is escaped already). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (match) => {
    const url = match.replace(/[.,;:)]+$/, '');
    const rest = match.slice(url.length);
    return `<a href="${url}">${url}</a>${rest}`;
  });
}

function page(messages: MailboxMessage[]): string {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> &middot; <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at)}</time> &middot; ${m.status}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No mail yet. Sign up or ask for a reset code, then reload this page.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Darsak development mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;color:#1d2433;background:#f4f6fb}
h1{color:#1f4fd1}article{background:#fff;border-radius:8px;padding:16px 24px;margin:16px 0}
h2{margin:0 0 4px;font-size:18px}.meta{margin:0 0 12px;color:#6b7385;font-size:14px}
pre{white-space:pre-wrap;word-break:break-word;font-size:14px}
</style>
</head>
<body>
<h1>Darsak development mailbox</h1>
<p>Every e-mail the app queued, newest first (only outside production). JSON: <a href="/dev/mailbox/messages.json">/dev/mailbox/messages.json</a></p>
${items}
</body>
</html>
`;
}

/**
 * GET /dev/mailbox and GET /dev/mailbox/messages.json: the mail outbox, newest first, so a
 * developer without an SMTP server can read verification links and reset codes. Registered
 * only when NODE_ENV is not production (the paths answer 404 there).
 */
export default async function devMailboxRoutes(app: FastifyInstance) {
  const latest = async (): Promise<MailboxMessage[]> => {
    const rows = await app.mailer.latest(MAILBOX_SIZE);
    return rows.map((r) => ({
      id: Number(r.id),
      to: r.recipient,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      status: r.status,
      created_at: r.created_at,
      sent_at: r.sent_at,
    }));
  };

  route(app, contracts.uploads.devMailbox, async (_request, reply) => {
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(await latest()));
  });
  route(app, contracts.uploads.devMailboxJson, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send(await latest());
  });
}
