import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import type { SignedIn } from './sign-in';
import type { SmtpCapture } from './smtp-capture';
import type { TestClock } from './test-clock';

const api = '/api/VideoMeeting';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Moves the clock forward to an instant (reminder tests walk towards a meeting's start). */
export function moveClockTo(clock: TestClock, ms: number): void {
  const by = ms - clock.now().getTime();
  if (by < 0) throw new Error('the test clock only moves forward');
  clock.advance(by);
}

/** Reminder e-mails the SMTP server got for an address, in order (English or Turkish subjects). */
export function remindersTo(smtp: SmtpCapture, email: string): ParsedMail[] {
  return smtp.messages.filter(
    (mail) => JSON.stringify(mail.to).includes(email) && /^(Reminder|Hatırlatma):/.test(mail.subject ?? ''),
  );
}

/**
 * Waits until the outbox has nothing left to send, so every queued e-mail has reached the SMTP
 * server (it keeps a message before acknowledging it, and the outbox marks it sent after that).
 */
export async function outboxSettled(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await app.services.mail.outbox.backlog()).pending > 0) {
    if (Date.now() > deadline) throw new Error('the outbox did not empty within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the database holds of reminders: rows recorded, and reminder e-mails in the outbox. */
export async function reminderCounts(app: FastifyInstance): Promise<{ recorded: number; mails: number }> {
  const { db } = app.services.database;
  const recorded = await db
    .selectFrom('meeting_reminders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const mails = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', 'meeting-reminder')
    .executeTakeFirstOrThrow();
  return { recorded: Number(recorded.count), mails: Number(mails.count) };
}

/** An organizer's calls through the real API. */
export function organizerCalls(app: FastifyInstance, organizer: SignedIn) {
  const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, who = organizer) => {
    const reply = await app.inject({ method, url: `${api}${url}`, headers: who.headers, payload: payload as never });
    if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
    return reply.json().data;
  };
  return {
    createMeeting: (body: Record<string, unknown>) => call('POST', '/meetings', { title: 'Roadmap review', ...body }),
    editMeeting: (id: string, body: Record<string, unknown>) => call('PATCH', `/meetings/${id}`, body),
    endMeeting: (id: string) => call('POST', `/meetings/${id}/end`),
    invite: (meetingId: string, inviteeEmail: string, extra: Record<string, unknown> = {}) =>
      call('POST', '/invitations/send', { meetingId, inviteeEmail, inviteeName: 'Invited Person', ...extra }),
    cancelInvitation: (id: string) => call('DELETE', `/invitations/${id}`),
    /** The invitee, signed in with the invited address, answers. */
    answer: (invitee: SignedIn, invitationId: string, response: 'accept' | 'decline') =>
      call('POST', '/invitations/respond', { invitationId, response }, invitee),
  };
}
