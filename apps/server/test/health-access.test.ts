import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders, TEST_OPERATOR_TOKEN } from './support/test-config';

const health = (test: TestApp, headers: Record<string, string> = {}) =>
  test.app.inject({ url: '/api/VideoMeeting/health', headers });

// Version, outbox backlog and media state tell an attacker what runs and how busy it is.
describe('who sees what of health', () => {
  let test: TestApp;
  afterEach(async () => test?.close());

  it('shows anyone only the status, and the operator token everything', async () => {
    test = await startTestApp('sqlite');
    const strangers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-operator-token' },
      { authorization: TEST_OPERATOR_TOKEN },
    ];
    for (const headers of strangers) {
      const reply = await health(test, headers);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ success: true, message: 'Healthy', data: { status: 'ok' }, errors: [] });
    }
    const operator = (await health(test, operatorHeaders)).json();
    expect(operator.data).toMatchObject({ status: 'ok', database: { status: 'ok', dialect: 'sqlite' } });
    expect(operator.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(operator.data.parts.mail.detail).toMatch(/waiting/);
  });

  it('shows nobody the details when no operator token is configured', async () => {
    test = await startTestApp('sqlite', { env: { OPERATOR_TOKEN: '' } });
    expect((await health(test, operatorHeaders)).json().data).toEqual({ status: 'ok' });
  });
});
