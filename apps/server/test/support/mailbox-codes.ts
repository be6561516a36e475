import type { FastifyInstance } from 'fastify';

/**
 * The code of the first code mail the dev mailbox receives for `email` after `send` ran: an address
 * that already holds older code mails (another person's, before) is read by count, not newest first.
 */
export async function nextMailboxCode(
  app: FastifyInstance,
  email: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const mailbox = app.services.mail.devMailbox;
  if (!mailbox) throw new Error('nextMailboxCode needs the dev mailbox (no SMTP_URL)');
  const seen = new Set((await mailbox.list()).filter((mail) => mail.to === email).map((mail) => mail.id));
  await send();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const fresh = (await mailbox.list()).filter((mail) => mail.to === email && !seen.has(mail.id));
    const code = fresh.map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1]).find(Boolean);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no new code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
