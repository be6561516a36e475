import type { Page } from 'playwright-core';
import { callApi, type Session } from './api';
import { listMail, waitForMail, type DevMailboxAccess } from './mailbox';
import type { RunningProduct } from './product';

/**
 * The sign-in code next sent to `to`, skipping `excludeIds` and any other message to the address
 * (an invitation e-mail goes out through the outbox too and may land at any moment).
 */
export async function waitForCode(mailbox: DevMailboxAccess, to: string, excludeIds: string[] = []): Promise<string> {
  const skipped = [...excludeIds];
  for (;;) {
    const mail = await waitForMail(mailbox, { to, excludeIds: skipped });
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    if (code) return code;
    skipped.push(mail.id);
  }
}

/** Registers a guest through the API, the code read from the dev mailbox. */
export async function signUp(product: RunningProduct, name: string, email: string): Promise<Session> {
  const post = (path: string, body: object) =>
    callApi<Session>(product.baseUrl, path, { method: 'POST', body: JSON.stringify(body) });
  // The address may have mail already (an invitation): wait for the code's own message.
  const earlier = (await listMail(product)).map((mail) => mail.id);
  await post('/guest/send-otp?purpose=register', { email });
  const otpCode = await waitForCode(product, email, earlier);
  return post('/guest/register-with-otp', { name, email, otpCode });
}

export interface SignInOptions {
  /** A returning visitor has seen the first-visit tour offer; a new one gets it on the dashboard. */
  firstVisit?: boolean;
  /** The language the visitor chose on an earlier visit; the app's default when absent. */
  language?: 'en' | 'tr';
}

/** Opens `path` signed in as `session`, kept where the app keeps a session. */
export async function openSignedIn(
  page: Page,
  session: Session,
  path: string,
  { firstVisit = false, language }: SignInOptions = {},
): Promise<void> {
  await page.goto('/test');
  await page.evaluate(
    ([stored, first, lang]) => {
      localStorage.setItem('auth_token', stored.token);
      localStorage.setItem('token_expiry', stored.expiry);
      localStorage.setItem('user_type', 'guest');
      localStorage.setItem('guest_user', JSON.stringify(stored.user));
      if (!first) localStorage.setItem('dashboard_first_visit', 'visited');
      if (lang) localStorage.setItem('language', lang);
    },
    [session, firstVisit, language ?? null] as const,
  );
  await page.goto(path);
}
