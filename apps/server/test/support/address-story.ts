import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { GuestUser } from '@vm/contracts';
import { nextMailboxCode } from './mailbox-codes';
import { guestJoinUrl, hostJoinUrl } from './room-setup';
import { signUp, uniqueEmail, type SignedIn } from './sign-in';
import { SignalClient } from './signal-client';
import { TestClock } from './test-clock';

const api = '/api/VideoMeeting';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A test clock on which every reading is a millisecond after the last, as on a real clock: a mail
 * queued right after a change lies after it (the e-mail change keeps the old address until its
 * notice was queued), while the test still moves time by minutes.
 */
export class TickingClock extends TestClock {
  override now(): Date {
    this.advance(1);
    return super.now();
  }
}

/** What only Ada's data holds: none of it may be left anywhere once she deleted her account. */
export const ADA = {
  name: 'Ada Lovelace',
  phone: '+90 555 000 2222',
  /** Her name and phone as the organizer typed them into the invitation to her first address. */
  invitedAs: 'Ada at the old address',
  invitedPhone: '+90 555 000 1111',
  note: 'Ada-note-7 see you there',
};
export const BEA = { name: 'Bea Later', note: 'Bea-note-9 count me in' };

/**
 * Ada registers with an address, is invited there (once before she registered), answers with a
 * note, enters a room as a guest under it and is reminded by e-mail; she moves her account to a new
 * address, where she is invited again; then Bea registers the address Ada left, is invited there,
 * answers and enters a room under it. Hana organizes. The clock moves a minute between steps, so
 * every step lies clearly inside one person's period of the address.
 */
export async function earlierAddressStory(app: FastifyInstance, clock: TestClock) {
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: object) => {
    const reply = await app.inject({ method, url: `${api}${url}`, headers: who?.headers ?? {}, payload });
    if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
    return reply.json().data;
  };
  const step = () => clock.advance(MINUTE);
  const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
  async function register(email: string, name: string): Promise<SignedIn> {
    const send = () => call('POST', '/guest/send-otp?purpose=register', undefined, { email });
    const otpCode = await nextMailboxCode(app, email, send);
    const { token, user } = (await call('POST', '/guest/register-with-otp', undefined, { name, email, otpCode })) as {
      token: string;
      user: GuestUser;
    };
    return { token, user, headers: { authorization: `Bearer ${token}` } };
  }
  async function meeting(body: object = {}): Promise<{ id: string }> {
    return call('POST', '/meetings', hana, { title: 'Planning', startTime: at(MINUTE), endTime: at(HOUR), ...body });
  }
  const invite = async (meetingId: string, inviteeEmail: string, inviteeName: string, inviteePhone?: string) =>
    (
      (await call('POST', '/invitations/send', hana, { meetingId, inviteeEmail, inviteeName, inviteePhone })) as {
        id: string;
      }
    ).id;
  const answer = (who: SignedIn, invitationId: string, note: string) =>
    call('POST', '/invitations/respond', who, { invitationId, response: 'accept', note });
  /** Into a public meeting's room as a guest under `email`, and out again, through the real socket. */
  async function enterAsGuest(email: string) {
    const room = await meeting({ isPublic: true, requireApproval: false });
    const host = await SignalClient.join(app, await hostJoinUrl(app, hana, room.id));
    await host.next('joined');
    const guest = await SignalClient.join(app, await guestJoinUrl(app, room.id, 'Guest', email));
    await guest.next('joined');
    const left = await presence(email, 'left');
    guest.send({ type: 'leave' });
    await guest.closed;
    // The room records the leaving on its own time: wait for it, so it happened inside this step.
    const deadline = Date.now() + 15_000;
    while ((await presence(email, 'left')) === left) {
      if (Date.now() > deadline) throw new Error('the room did not record the guest leaving');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    host.send({ type: 'leave' });
    await host.closed;
  }
  async function presence(actor: string, kind: string): Promise<number> {
    const { db } = app.services.database;
    const rows = await db
      .selectFrom('meeting_events')
      .select('id')
      .where('actor', '=', actor)
      .where('kind', '=', kind)
      .execute();
    return rows.length;
  }

  const oldEmail = uniqueEmail('first');
  const newEmail = uniqueEmail('moved');
  const hana = await signUp(app, uniqueEmail('hana'), 'Hana Host');
  // Reminders go out 24 hours before: this meeting's is due after an hour and a bit.
  const review = await meeting({ title: 'Review', startTime: at(25 * HOUR), endTime: at(26 * HOUR) });
  const beforeRegistration = await invite(review.id, oldEmail, ADA.invitedAs, ADA.invitedPhone);
  step();
  const ada = await register(oldEmail, ADA.name);
  await call('PATCH', '/guest/me', ada, { phone: ADA.phone });
  await answer(ada, beforeRegistration, ADA.note);
  step();
  await enterAsGuest(oldEmail);
  clock.advance(HOUR + 2 * MINUTE);
  await app.reminders.run();
  step();
  const changeCode = await nextMailboxCode(app, newEmail, () =>
    call('POST', '/guest/me/email', ada, { email: newEmail }),
  );
  await call('POST', '/guest/me/email/confirm', ada, { otpCode: changeCode });
  step();
  const toNewAddress = await invite((await meeting()).id, newEmail, 'Ada Moved');
  step();
  const bea = await register(oldEmail, BEA.name);
  step();
  const toBea = await invite((await meeting()).id, oldEmail, BEA.name);
  await answer(bea, toBea, BEA.note);
  step();
  await enterAsGuest(oldEmail);
  await outboxSettled(app);
  return {
    hana,
    ada,
    bea,
    oldEmail,
    newEmail,
    reviewId: review.id,
    invitations: { beforeRegistration, toNewAddress, toBea },
  };
}

/** Waits until the outbox has nothing left to send (so the dev mailbox holds every copy). */
export async function outboxSettled(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await app.services.mail.outbox.countPending()) > 0) {
    if (Date.now() > deadline) throw new Error('the outbox did not empty');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every row of every table of the app's database (whatever tables there are), as JSON text. */
export async function everyRow(app: FastifyInstance): Promise<Array<{ table: string; text: string }>> {
  const { db, dialect } = app.services.database;
  const names =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  const tables = (await names.execute(db)).rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_'));
  const rows: Array<{ table: string; text: string }> = [];
  for (const table of tables) {
    const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of found) rows.push({ table, text: JSON.stringify(row) });
  }
  return rows;
}
