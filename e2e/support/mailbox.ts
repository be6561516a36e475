import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running product's dev mailbox is, with the key it made at start (every mailbox request needs it). */
export interface DevMailboxAccess {
  baseUrl: string;
  mailboxKey: string;
}

/** The key the server wrote to DATA_DIR at start (owner-readable, as this test runner is). */
export function readMailboxKey(dataDir: string): string {
  return readFileSync(join(dataDir, 'dev-mailbox.key'), 'utf8').trim();
}

/** One message as the server's dev mailbox lists it (mail is kept there when no SMTP_URL is set). */
export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  /** Files attached to the message (calendar files), as the dev mailbox lists them. */
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

export interface MailQuery {
  /** The recipient's address, compared case-insensitively. */
  to: string;
  subjectIncludes?: string;
  /** Mail already seen (ids), e.g. the first code's message when a test asks for a second one. */
  excludeIds?: string[];
}

/** Polls the dev mailbox until a matching message arrives; mail goes out through an outbox, so not at once. */
export async function waitForMail(mailbox: DevMailboxAccess, query: MailQuery, timeoutMs = 15_000): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  let seen: DevMail[] = [];
  while (Date.now() < deadline) {
    seen = await listMail(mailbox);
    // Newest first, so a repeated request finds its latest message.
    const match = seen.find((mail) => matches(mail, query));
    if (match) return match;
    await new Promise((wake) => setTimeout(wake, 200));
  }
  const summary = seen.map((mail) => `  to ${mail.to}: ${mail.subject}`).join('\n') || '  (none)';
  throw new Error(
    `No mail to ${query.to} within ${timeoutMs} ms matching ${JSON.stringify(query)}; mailbox:\n${summary}`,
  );
}

export async function listMail({ baseUrl, mailboxKey }: DevMailboxAccess): Promise<DevMail[]> {
  const url = `${baseUrl}/dev/mailbox/messages.json?key=${encodeURIComponent(mailboxKey)}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`GET /dev/mailbox/messages.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isMailList(body)) throw new Error(`Unexpected dev mailbox reply: ${JSON.stringify(body).slice(0, 500)}`);
  return body.messages;
}

function matches(mail: DevMail, query: MailQuery): boolean {
  if (!addressesIn(mail.to).includes(query.to.toLowerCase())) return false;
  if (query.subjectIncludes && !mail.subject.includes(query.subjectIncludes)) return false;
  return !query.excludeIds?.includes(mail.id);
}

/** Accepts 'a@x.org', 'Ann <a@x.org>' and comma-separated lists alike. */
function addressesIn(to: unknown): string[] {
  return (String(to).match(/[^\s<>,"']+@[^\s<>,"']+/g) ?? []).map((address) => address.toLowerCase());
}

function isMailList(body: unknown): body is { messages: DevMail[] } {
  if (typeof body !== 'object' || body === null || !('messages' in body) || !Array.isArray(body.messages)) {
    return false;
  }
  return body.messages.every(
    (mail: unknown) =>
      typeof mail === 'object' &&
      mail !== null &&
      ['id', 'to', 'subject', 'text', 'html', 'createdAt'].every((key) => key in mail),
  );
}
