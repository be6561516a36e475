import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

// Editable booking handles (docs/product.md, 'Booking pages'; decision record 070): the host changes
// theirs; the old one leads to the new for 90 days and nobody else may take it meanwhile; then it is free.

const api = '/api/VideoMeeting';
const DAY_MS = 24 * 60 * 60_000;

describe.each(testDialects)('booking handles on %s', (dialect) => {
  let test: TestApp;
  let clock: TestClock;
  let hana: SignedIn;
  let olga: SignedIn;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who?: SignedIn, payload?: unknown) =>
    test.app.inject({ method, url: `${api}${url}`, headers: who?.headers, payload: payload as never });
  const setHandle = (who: SignedIn, handle: string) => call('PUT', '/booking-handle', who, { handle });
  const available = async (who: SignedIn, handle: string) => {
    const reply = await call('GET', `/booking-handle/check?handle=${encodeURIComponent(handle)}`, who);
    expect(reply.statusCode).toBe(200);
    return reply.json().data.available as boolean;
  };

  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock });
    hana = await signUp(test.app, uniqueEmail('hana'), 'Hana Host');
    olga = await signUp(test.app, uniqueEmail('olga'), 'Olga Other');
    const type = { title: 'Holiday planning call', slug: 'holiday', durationMinutes: 30 };
    expect((await call('POST', '/booking-types', hana, type)).statusCode).toBe(201);
  });
  afterEach(async () => test.close());

  it('reads and changes the handle; refuses bad, reserved and taken ones in the envelope', async () => {
    expect((await call('GET', '/booking-handle', hana)).json()).toMatchObject({
      success: true,
      data: { handle: 'hana-host' },
    });
    expect((await call('GET', '/booking-handle')).statusCode).toBe(401);
    expect((await call('GET', '/booking-handle', olga)).json().data).toEqual({ handle: 'olga-other' });

    for (const bad of ['ab', 'Has Space', '-dash', 'a'.repeat(31), 'admin']) {
      const reply = await setHandle(hana, bad);
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, errors: [{ field: 'handle' }] });
    }
    expect((await call('GET', '/booking-handle/check?handle=api', hana)).statusCode).toBe(400);

    expect(await available(hana, 'olga-other')).toBe(false);
    const taken = await setHandle(hana, 'olga-other');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      success: false,
      code: 'BOOKING_HANDLE_TAKEN',
      errors: [{ field: 'handle', code: 'BOOKING_HANDLE_TAKEN' }],
    });

    expect(await available(hana, 'hana-host')).toBe(true);
    expect(await available(hana, 'hana-travel')).toBe(true);
    const changed = await setHandle(hana, 'Hana-Travel');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ handle: 'hana-travel' });
    expect((await call('GET', '/guest/me', hana)).json().data.bookingHandle).toBe('hana-travel');
    expect((await call('GET', '/booking-types', hana)).json().data[0].url).toBe('/book/hana-travel/holiday');
    expect((await call('GET', '/book/hana-travel/holiday')).json().data).toMatchObject({ handle: 'hana-travel' });
  });

  it('keeps the old handle leading to the new and out of reach for 90 days, then frees it', async () => {
    expect((await setHandle(hana, 'hana-travel')).statusCode).toBe(200);

    // Under the old handle, the public calls answer as under the new one, and say it.
    const page = await call('GET', '/book/hana-host/holiday');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ handle: 'hana-travel', url: '/book/hana-travel/holiday' });
    const from = new Date(clock.now().getTime() + DAY_MS).toISOString();
    const to = new Date(clock.now().getTime() + 2 * DAY_MS).toISOString();
    expect((await call('GET', `/book/hana-host/holiday/slots?from=${from}&to=${to}`)).statusCode).toBe(200);

    expect(await available(olga, 'hana-host')).toBe(false);
    expect((await setHandle(olga, 'hana-host')).json().code).toBe('BOOKING_HANDLE_TAKEN');

    // Sessions do not last 90 days: someone signs up afresh at each step.
    clock.advance(89 * DAY_MS);
    expect((await call('GET', '/book/hana-host/holiday')).json().data.handle).toBe('hana-travel');
    const day89 = await signUp(test.app, uniqueEmail('cora'), 'Cora Late');
    expect((await setHandle(day89, 'hana-host')).statusCode).toBe(409);

    clock.advance(DAY_MS + 60_000);
    expect((await call('GET', '/book/hana-host/holiday')).json()).toMatchObject({ code: 'BOOKING_TYPE_NOT_FOUND' });
    const day90 = await signUp(test.app, uniqueEmail('dora'), 'Dora Later');
    expect(await available(day90, 'hana-host')).toBe(true);
    expect((await setHandle(day90, 'hana-host')).json().data).toEqual({ handle: 'hana-host' });
    expect((await call('GET', '/book/hana-travel/holiday')).statusCode).toBe(200);
  });

  it('lets the host take their own old handle back, and a new account never gets a reserved one', async () => {
    expect((await setHandle(hana, 'hana-travel')).statusCode).toBe(200);
    // A new account named like the old handle gets another handle while it is reserved.
    const twin = await signUp(test.app, uniqueEmail('twin'), 'Hana Host');
    expect((await call('GET', '/booking-handle', twin)).json().data.handle).not.toBe('hana-host');

    expect((await setHandle(hana, 'hana-host')).json().data).toEqual({ handle: 'hana-host' });
    // Now hana-travel is the old one, leading back.
    expect((await call('GET', '/book/hana-travel/holiday')).json().data.handle).toBe('hana-host');
    expect(await available(olga, 'hana-travel')).toBe(false);
  });

  it('limits how fast handles are checked', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      codes.push((await call('GET', `/booking-handle/check?handle=free-${i}`, hana)).statusCode);
    }
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await call('GET', '/booking-handle/check?handle=free-x', olga)).statusCode).toBe(200);
  });
});
