import { afterEach, describe, expect, it } from 'vitest';
import { LOBBY_BUSY } from '../src/modules/meetings/meetings-service';
import { TOO_MANY_JOINS } from '../src/modules/meetings/meetings-routes';
import { createMeeting } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting/meetings';
const guest = { guestName: 'Gus Guest', guestEmail: 'gus@example.test' };

// Meeting codes are the only thing a guest needs, so they must be hard to guess and guessing slow.
describe('meeting codes against enumeration', () => {
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;
  afterEach(async () => test?.close());

  const start = async (env: Record<string, string>) => {
    clock = new TestClock();
    test = await startTestApp('sqlite', { clock, env });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
  };
  const join = (ref: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: `${api}/${ref}/join`, payload: guest, remoteAddress, headers });

  it('gives new meetings six random digits and still finds meetings by their older three-digit codes', async () => {
    await start({});
    const codes = await Promise.all(
      Array.from({ length: 5 }, async () => (await createMeeting(test.app, host, { isPublic: true })).meetingId),
    );
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}-\d{4}-\d{6}$/);
    expect(new Set(codes.map((code) => code.slice(-6))).size).toBe(5);

    const old = await createMeeting(test.app, host, { isPublic: true });
    await test.app.services.database.db
      .updateTable('meetings')
      .set({ meeting_code: 'ABC-2024-354' })
      .where('id', '=', old.id)
      .execute();
    expect((await join('ABC-2024-354')).statusCode).toBe(200);
    expect((await join('abc-2024-354')).statusCode).toBe(200);
  });

  it('limits guest joins per client address, hits and misses alike, with 429 and Retry-After', async () => {
    await start({ GUEST_JOINS_PER_IP_MINUTE: '3' });
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    expect((await join(meeting.meetingId)).statusCode).toBe(200);
    expect((await join('ZZZ-2026-000001')).statusCode).toBe(404);
    expect((await join('ZZZ-2026-000002')).statusCode).toBe(404);
    const refused = await join(meeting.meetingId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: TOO_MANY_JOINS, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Another address is not held back, and the first one may try again a minute later.
    expect((await join(meeting.meetingId, '127.0.0.2')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await join(meeting.meetingId)).statusCode).toBe(200);
  });

  it('counts each client behind a trusted proxy by its forwarded address', async () => {
    await start({ GUEST_JOINS_PER_IP_MINUTE: '2', TRUST_PROXY: '127.0.0.1' });
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const from = (client: string) => join(meeting.meetingId, '127.0.0.1', { 'x-forwarded-for': client });
    expect((await from('203.0.113.1')).statusCode).toBe(200);
    expect((await from('203.0.113.1')).statusCode).toBe(200);
    expect((await from('203.0.113.1')).statusCode).toBe(429);
    // Same proxy socket, another client: its own budget.
    expect((await from('203.0.113.2')).statusCode).toBe(200);
  });

  it('limits how many guests knock on one meeting’s lobby a minute, not public entries', async () => {
    await start({ LOBBY_REQUESTS_PER_MEETING_MINUTE: '2' });
    const closed = await createMeeting(test.app, host, { isPublic: false });
    const other = await createMeeting(test.app, host, { isPublic: false });
    const open = await createMeeting(test.app, host, { isPublic: true });
    expect((await join(closed.meetingId, '127.0.0.2')).statusCode).toBe(200);
    // The opaque id and the code name the same lobby.
    expect((await join(closed.id, '127.0.0.3')).statusCode).toBe(200);
    const refused = await join(closed.meetingId, '127.0.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LOBBY_BUSY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await join(other.meetingId, '127.0.0.4')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await join(open.meetingId, `127.0.1.${i}`)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await join(closed.meetingId, '127.0.0.4')).statusCode).toBe(200);
  });
});
