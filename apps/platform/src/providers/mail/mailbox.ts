import { platformApi } from '@casino/contract';
import type { PlatformContext } from '../../context';
import { notFound } from '../../http/errors';
import { escapeHtml, listOutbox, type OutboxMessage } from '../../services/mail';

/** Public path of the local mailbox page (only with SANDBOX_PROVIDERS on and SMTP_URL not set). */
export const MAILBOX_PAGE_PATH = '/mailbox';

/**
 * The local mailbox: `GET /api/mailbox` (JSON, for tests and scripts) and `GET /mailbox` (a page
 * for people, with clickable links). Everyone's reset and verification links are in it, so both
 * answer 404 unless the sandbox providers are on (SANDBOX_PROVIDERS), and while SMTP_URL is set
 * (mail then leaves the machine).
 */
export function registerMailboxRoutes(context: PlatformContext): void {
  const { sandboxProviders, smtpUrl } = context.config;
  const off = !sandboxProviders
    ? 'The local mailbox is off: the sandbox providers are off'
    : smtpUrl
      ? 'The local mailbox is off: mail is sent by SMTP'
      : null;
  const mailboxOff = () => notFound(off ?? undefined);

  context.route(platformApi.mailbox, async ({ query }) => {
    if (off) throw mailboxOff();
    const messages = await listOutbox(context.db, { to: query.to, limit: query.limit ?? 50 });
    return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
  });

  context.app.get(MAILBOX_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (off) throw mailboxOff();
    const { to } = request.query as { to?: unknown };
    const filter = typeof to === 'string' && to.trim() ? to.trim().slice(0, 320) : undefined;
    const messages = await listOutbox(context.db, { to: filter, limit: 100 });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .header('x-content-type-options', 'nosniff')
      .send(mailboxPage(messages, filter));
  });
}

/** The plain-text body with its links made clickable. */
function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function mailboxPage(messages: OutboxMessage[], filter: string | undefined): string {
  const items = messages.length
    ? messages
        .map(
          (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.createdAt.toISOString())}</p>
  ${message.links.length ? `<p class="links">${message.links.map((link) => `<a class="button" href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).join(' ')}</p>` : ''}
  <pre>${linkedText(message.text)}</pre>
</article>`,
        )
        .join('\n')
    : `<p>No messages${filter ? ` to ${escapeHtml(filter)}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f4f4f6;color:#111}
main{max-width:820px;margin:0 auto;padding:24px}
h1{margin:0 0 8px}
form{margin:16px 0}
input{padding:6px 8px;min-width:260px}
article{background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h2{font-size:18px;margin:0 0 4px}
.meta{color:#555;margin:0 0 12px;font-size:14px}
.links{margin:0 0 12px}
.button{display:inline-block;word-break:break-all;background:#f5b301;color:#111;padding:6px 10px;border-radius:6px;text-decoration:none;font-size:14px}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:0;font-size:14px}
</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
<p>Mail the platform sent while SMTP is off, newest first.</p>
<form method="get" action="${MAILBOX_PAGE_PATH}">
<label>Only to <input type="email" name="to" value="${escapeHtml(filter ?? '')}" placeholder="player@example.com"></label>
<button type="submit">Filter</button>
${filter ? `<a href="${MAILBOX_PAGE_PATH}">Show all</a>` : ''}
</form>
${items}
</main>
</body>
</html>`;
}
