import { afterEach, describe, expect, it } from 'vitest';
import { freeLoopbackPort as freePort } from '../src/lib/free-port';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders } from './support/test-config';

const health = async (test: TestApp) => {
  const started = Date.now();
  const reply = await test.app.inject({ method: 'GET', url: '/api/VideoMeeting/health', headers: operatorHeaders });
  return { reply, body: reply.json(), tookMs: Date.now() - started };
};

// Health answers as soon as the server listens; the media server is one optional part of it.
describe('health of the media part', () => {
  let test: TestApp | undefined;
  afterEach(async () => test?.close());

  it('reports an unreachable media server without waiting for it', async () => {
    const port = await freePort(); // nobody listens there
    test = await startTestApp('sqlite', { env: { MEDIA_SERVER_URL: `ws://127.0.0.1:${port}` } });
    const { reply, body, tookMs } = await health(test);
    expect(reply.statusCode).toBe(200);
    expect(['starting', 'unavailable']).toContain(body.data.parts.media.status);
    expect(tookMs).toBeLessThan(5_000); // generous: the point is that it does not hang on the media server
    expect(body.data.status).toBe('ok');
  });

  it('says how to install Janus when it is missing, and the rest keeps working', async () => {
    test = await startTestApp('sqlite', { env: { JANUS_PATH: '/nonexistent/janus' } });
    const { body } = await health(test);
    expect(body.data.parts.media).toMatchObject({ status: 'unavailable', detail: expect.stringContaining('janus') });
    expect(body.data.database.status).toBe('ok');
  });

  it('becomes ready once the managed Janus is up', async () => {
    test = await startTestApp('sqlite');
    const deadline = Date.now() + 20_000;
    let status = (await health(test)).body.data.parts.media.status;
    expect(['starting', 'ready']).toContain(status);
    while (status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await health(test)).body.data.parts.media.status;
    }
    expect(status).toBe('ready');
  });
});
