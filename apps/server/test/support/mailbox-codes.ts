import type { FastifyInstance } from 'fastify';
import { productMail } from './product-mailbox';

const CODE = /\b(\d{6})\b/;
const WAIT_MS = 15_000;

/** Asks `probe` until it finds something: mail goes out through the outbox, a moment after the reply. */
async function poll<T>(missing: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(missing);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The codes mailed to `email` (the dev mailboxes of its product's nodes), newest first, once at least `count` code mails are there. */
export async function mailedCodes(app: FastifyInstance, email: string, count: number): Promise<string[]> {
  return poll(`${count} codes not mailed to ${email}`, async () => {
    const mails = (await productMail(app)).filter((mail) => mail.to === email);
    return mails.length >= count ? mails.map((mail) => CODE.exec(mail.subject)![1]!) : undefined;
  });
}

/**
 * The code of the first code mail the dev mailbox receives for `email` after `send` ran: an address
 * that already holds older code mails (another person's, before) is read by count, not newest first.
 */
export async function nextMailboxCode(
  app: FastifyInstance,
  email: string,
  send: () => Promise<unknown>,
): Promise<string> {
  const seen = new Set((await productMail(app)).filter((mail) => mail.to === email).map((mail) => mail.id));
  await send();
  return poll(`no new code mailed to ${email}`, async () => {
    const fresh = (await productMail(app)).filter((mail) => mail.to === email && !seen.has(mail.id));
    return fresh.map((mail) => CODE.exec(mail.subject)?.[1]).find(Boolean);
  });
}
