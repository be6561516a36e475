import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountExport } from '@vm/contracts';
import { ADA, BEA, earlierAddressStory, everyRow, outboxSettled, TickingClock } from './support/address-story';
import { testDialects } from './support/databases';
import { nextMailboxCode } from './support/mailbox-codes';
import type { SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';

// Decision record 019, 'Earlier addresses': the export and the deletion reach what went to every
// address an account had, while it had it, and nothing of the person who holds that address later.
describe.each(testDialects)('an account’s earlier addresses on %s', (dialect) => {
  let test: TestApp;
  let clock: TickingClock;

  beforeEach(async () => {
    clock = new TickingClock();
    test = await startTestApp(dialect, {
      clock,
      env: { DEV_MAILBOX: 'true', OTP_RESEND_SECONDS: '0', REMINDER_POLL_MS: '3600000' },
    });
  });
  afterEach(async () => test.close());

  const call = (method: 'GET' | 'POST', url: string, who?: SignedIn, payload?: object) =>
    test.app.inject({ method, url: `${api}${url}`, headers: who?.headers ?? {}, payload });
  const exportOf = async (who: SignedIn): Promise<AccountExport> =>
    (await call('GET', '/guest/export', who)).json().data;
  const mailbox = () => test.app.services.mail.devMailbox!.list();

  it('exports what reached the earlier address while it was the account’s, and not its next holder’s', async () => {
    const story = await earlierAddressStory(test.app, clock);
    const { ada, bea, oldEmail, newEmail, invitations } = story;

    const adas = await exportOf(ada);
    expect(adas.account.email).toBe(newEmail);
    expect(adas.earlierAddresses).toEqual([
      { email: oldEmail, heldFrom: expect.any(String), heldUntil: expect.any(String) },
    ]);
    expect(adas.invitationsReceived.map((invitation) => invitation.id)).toEqual([
      invitations.beforeRegistration,
      invitations.toNewAddress,
    ]);
    expect(adas.invitationsReceived[0]).toMatchObject({
      inviteeName: ADA.invitedAs,
      inviteePhone: ADA.invitedPhone,
      responseNote: ADA.note,
    });
    // Entered and left as a guest under the old address; Bea's visit under it is hers.
    expect(adas.attendance.map((event) => event.kind).sort()).toEqual(['joined', 'left']);
    const adasMail = adas.emails.map((mail) => `${mail.to} ${mail.kind}`);
    for (const kind of ['otp-register', 'invitation', 'meeting-reminder', 'account-email-changed']) {
      expect(adasMail.some((line) => line.startsWith(`${oldEmail} ${kind}`))).toBe(true);
    }
    expect(adasMail).toContain(`${newEmail} otp-email-change`);
    expect(adasMail).toContain(`${newEmail} invitation`);
    // A code's subject never reaches the export; the other subjects do.
    expect(adas.emails.filter((mail) => mail.kind.startsWith('otp-')).every((mail) => mail.subject === null)).toBe(
      true,
    );
    expect(adas.emails.find((mail) => mail.kind === 'invitation')!.subject).toMatch(/Review/);
    expect(JSON.stringify(adas)).not.toContain(BEA.note);
    expect(JSON.stringify(adas)).not.toContain(invitations.toBea);

    const beas = await exportOf(bea);
    expect(beas.earlierAddresses).toEqual([]);
    expect(beas.invitationsReceived.map((invitation) => invitation.id)).toEqual([invitations.toBea]);
    expect(beas.attendance.map((event) => event.kind).sort()).toEqual(['joined', 'left']);
    // Her registration code went out before she held the address, after Ada let it go: hers.
    expect(beas.emails.map((mail) => `${mail.to} ${mail.kind}`)).toEqual([
      `${oldEmail} otp-register`,
      `${oldEmail} invitation`,
    ]);
    for (const secret of [ADA.note, ADA.invitedPhone, ADA.invitedAs, ADA.phone, newEmail]) {
      expect(JSON.stringify(beas)).not.toContain(secret);
    }
  });

  it('deletes what reached every address of the account, leaves the next holder’s, and unlinks its invitations', async () => {
    const story = await earlierAddressStory(test.app, clock);
    const { hana, ada, oldEmail, newEmail, invitations } = story;
    const adaLeft = (await exportOf(ada)).earlierAddresses[0]!.heldUntil;
    const { db } = test.app.services.database;
    const beasMail = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', oldEmail)
      .where('created_at', '>', adaLeft)
      .execute();
    expect(beasMail).toHaveLength(2);

    const otpCode = await nextMailboxCode(test.app, newEmail, () => call('POST', '/guest/delete/request', ada));
    expect((await call('POST', '/guest/delete', ada, { otpCode })).statusCode).toBe(200);
    await outboxSettled(test.app);

    // The public invitation pages of Ada's invitations, at either address, answer as unknown.
    for (const id of [invitations.beforeRegistration, invitations.toNewAddress]) {
      expect((await call('GET', `/invitations/${id}`)).statusCode).toBe(404);
      expect((await call('GET', `/invitations/${id}/calendar.ics`)).statusCode).toBe(404);
    }
    const beasPage = await call('GET', `/invitations/${invitations.toBea}`);
    expect(beasPage.statusCode).toBe(200);
    expect(beasPage.json().data).toMatchObject({ inviteeName: BEA.name, inviteeEmail: oldEmail, status: 'accepted' });

    // The organizer keeps the answer, naming nobody.
    const [answer] = (await call('GET', `/invitations/meeting/${story.reviewId}`, hana)).json().data;
    expect(answer).toMatchObject({
      id: invitations.beforeRegistration,
      inviteeName: 'Deleted user',
      status: 'accepted',
    });
    expect(answer.inviteeEmail).toMatch(/@deleted\.invalid$/);
    expect(answer.inviteePhone).toBeUndefined();
    expect(answer.responseNote).toBeUndefined();

    // Nothing of Ada's is left in any table but the organizer's copy of her answer and the day's
    // sign-in records (decision record 019); the old address only in Bea's rows and those records.
    const rows = await everyRow(test.app);
    const kept = (table: string, text: string) =>
      ['otp_codes', 'otp_failures'].includes(table) ||
      (table === 'mail_outbox' && text.includes(`"recipient":"${hana.user.email}"`));
    for (const needle of [ADA.name, ADA.phone, ADA.invitedAs, ADA.invitedPhone, ADA.note, newEmail]) {
      expect(rows.filter(({ table, text }) => text.includes(needle) && !kept(table, text))).toEqual([]);
    }
    const oldAddressRows = rows.filter(({ table, text }) => text.includes(oldEmail) && !kept(table, text));
    expect(oldAddressRows.map(({ table }) => table).sort()).toEqual([
      'invitations',
      'mail_outbox',
      'mail_outbox',
      'meeting_attendance',
      'meeting_events',
      'meeting_events',
      'users',
    ]);
    expect(oldAddressRows.every(({ text }) => !text.includes(ADA.note))).toBe(true);
    expect((await exportOf(story.bea)).invitationsReceived[0]).toMatchObject({ responseNote: BEA.note });

    // The dev mailbox's copies go with the outbox's records; Bea's stay.
    const left = (await mailbox()).filter((mail) => mail.to === oldEmail || mail.to === newEmail);
    expect(left.map((mail) => mail.id).sort()).toEqual(beasMail.map((mail) => mail.id).sort());
  });
});
