import type { FastifyInstance } from 'fastify';
import type { GuestUser } from '@vm/contracts';
import { productMail } from './product-mailbox';
import type { SmtpCapture } from './smtp-capture';

export interface SignedIn {
  token: string;
  user: GuestUser;
  headers: { authorization: string };
}

let counter = 0;

/** A unique address for a test person. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Date.now().toString(36)}@example.test`;
}

/** Registers through the real API, reading the code from the dev mailbox the app writes to. */
export async function signUp(app: FastifyInstance, email = uniqueEmail(), name = 'Test Person'): Promise<SignedIn> {
  if (!app.services.mail.devMailbox) throw new Error('signUp needs the dev mailbox (no SMTP_URL)');
  return register(app, email, name, async () => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = (await productMail(app)).find((message) => message.to === email);
      const code = mail ? /\b(\d{6})\b/.exec(mail.subject)?.[1] : undefined;
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}

/** Registers through the real API when the app sends real e-mail (SMTP_URL), reading the code from `smtp`. */
export async function signUpOverSmtp(
  app: FastifyInstance,
  smtp: SmtpCapture,
  email = uniqueEmail(),
  name = 'Test Person',
): Promise<SignedIn> {
  return register(app, email, name, async () => {
    const mail = await smtp.waitFor((message) => JSON.stringify(message.to).includes(email));
    return /\b(\d{6})\b/.exec(mail.subject ?? '')?.[1];
  });
}

/** Asks for a registration code, reads it where the app sent it, and registers with it. */
async function register(
  app: FastifyInstance,
  email: string,
  name: string,
  readCode: () => Promise<string | undefined>,
): Promise<SignedIn> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/VideoMeeting/guest/send-otp?purpose=register',
    payload: { email },
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.statusCode} ${sent.body}`);
  const otpCode = await readCode();
  const reply = await app.inject({
    method: 'POST',
    url: '/api/VideoMeeting/guest/register-with-otp',
    payload: { name, email, otpCode },
  });
  if (reply.statusCode >= 300) throw new Error(`register: ${reply.statusCode} ${reply.body}`);
  const { token, user } = reply.json().data as { token: string; user: GuestUser };
  return { token, user, headers: { authorization: `Bearer ${token}` } };
}
