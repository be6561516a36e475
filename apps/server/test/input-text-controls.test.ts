import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

// Text that shows other than it is stored: C1 controls and direction controls are refused in every
// field, Unicode line and paragraph separators become newlines in multi-line text (docs/product.md,
// 'Validation and input limits').

const api = '/api/VideoMeeting';
const hour = 3_600_000;
const DIRECTION = 'Must not contain characters that change the text direction';
const CONTROL = 'Must not contain control characters';

describe.each(testDialects)('text controls through the API on %s', (dialect) => {
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    test = await startTestApp(dialect);
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
  });
  afterAll(async () => test.close());

  function createMeeting(extra: Record<string, unknown>) {
    const start = Date.now() + hour;
    const payload = {
      title: 'Roadmap',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + hour).toISOString(),
      ...extra,
    };
    return test.app.inject({ method: 'POST', url: `${api}/meetings`, headers: host.headers, payload });
  }
  const storedMeetings = () => test.app.services.database.db.selectFrom('meetings').selectAll().execute();

  it('refuses a title with a right-to-left override: 400 on the field, with its code, nothing stored', async () => {
    const before = await storedMeetings();
    const reply = await createMeeting({ title: 'Invoice \u202Efdp.exe' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      message: DIRECTION,
      code: 'VALIDATION_FAILED',
      data: null,
      errors: [{ field: 'title', message: DIRECTION, code: 'DIRECTION_CONTROLS' }],
    });
    expect(await storedMeetings()).toEqual(before);
  });

  it('refuses a C1 control and a direction isolate in a description', async () => {
    const c1 = await createMeeting({ description: 'Agenda\u009b2J' });
    expect(c1.statusCode).toBe(400);
    expect(c1.json().errors).toEqual([{ field: 'description', message: CONTROL, code: 'CONTROL_CHARACTERS' }]);
    const isolate = await createMeeting({ description: 'Agenda\n\u2067x' });
    expect(isolate.statusCode).toBe(400);
    expect(isolate.json().errors).toEqual([{ field: 'description', message: DIRECTION, code: 'DIRECTION_CONTROLS' }]);
  });

  it('stores a description with line and paragraph separators as newlines', async () => {
    const reply = await createMeeting({ description: 'Agenda:\u20281. Plan\u20292. Review' });
    expect(reply.statusCode).toBe(201);
    const { id, description } = reply.json().data as { id: string; description: string };
    expect(description).toBe('Agenda:\n1. Plan\n2. Review');
    const row = await test.app.services.database.db
      .selectFrom('meetings')
      .select('description')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.description).toBe('Agenda:\n1. Plan\n2. Review');
  });
});
