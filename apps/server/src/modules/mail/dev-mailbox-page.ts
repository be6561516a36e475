import type { StoredMail } from './dev-mailbox';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}td,th{padding:.5rem;border-bottom:1px solid #e5e7eb;text-align:left}
.note{background:#fef3c7;padding:.75rem 1rem;border-radius:.5rem}pre{white-space:pre-wrap;background:#f3f4f6;padding:1rem}
iframe{width:100%;height:32rem;border:1px solid #e5e7eb}
</style></head><body>${body}</body></html>`;

/** A mailbox address with this start's key, which every mailbox request needs. */
const mailboxHref = (path: string, key: string) => escape(`${path}?key=${encodeURIComponent(key)}`);

export function renderMailboxList(messages: StoredMail[], key: string): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escape(m.createdAt)}</td><td>${escape(m.to)}</td><td><a href="${mailboxHref(`/dev/mailbox/${encodeURIComponent(m.id)}`, key)}">${escape(m.subject)}</a></td></tr>`,
    )
    .join('');
  const table = messages.length
    ? `<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1><p class="note">No SMTP server is configured, so e-mail is kept here instead of being sent. Only this machine can see this page. Set SMTP_URL to send real e-mail.</p>${table}`,
  );
}

export function renderMailboxMessage(message: StoredMail, key: string): string {
  const attachments = message.attachments.length
    ? `<h2>Attachments</h2>${message.attachments.map((a) => `<h3>${escape(a.filename)} (${escape(a.contentType)})</h3><pre>${escape(a.content)}</pre>`).join('')}`
    : '';
  // The HTML part is shown in a sandboxed frame: no scripts, no access to this page.
  const html = message.html
    ? `<h2>HTML</h2><iframe sandbox title="HTML part" srcdoc="${escape(message.html)}"></iframe>`
    : '';
  return page(
    message.subject,
    `<p><a href="${mailboxHref('/dev/mailbox', key)}">Back to the mailbox</a></p><h1>${escape(message.subject)}</h1>
<p>From ${escape(message.from)} to ${escape(message.to)}, ${escape(message.createdAt)}</p>${html}<h2>Text</h2><pre>${escape(message.text)}</pre>${attachments}`,
  );
}
