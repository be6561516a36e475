import { Writable } from 'node:stream';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNAL_PATH } from '@vm/contracts';
import { redactUrl } from '../src/http/logging';
import { startTestApp, type TestApp } from './support/test-app';

/** The server's log lines, parsed, as pino writes them. */
class LogCapture extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.raw.push(line);
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

const INFO = 30;
const WARN = 40;
const ERROR = 50;

describe('server log', () => {
  let test: TestApp;
  afterEach(async () => test?.close());

  it('logs requests at debug, not at info, and never the mailbox key', async () => {
    const atInfo = new LogCapture();
    test = await startTestApp('sqlite', { env: { LOG_LEVEL: 'info' }, logTo: atInfo });
    const key = test.app.services.mail.devMailbox!.accessKey;
    const host = { host: `localhost:${test.app.services.config.port}` };
    await test.app.inject({ url: '/api/VideoMeeting/health' });
    await test.app.inject({ url: `/dev/mailbox?key=${key}`, remoteAddress: '127.0.0.1', headers: host });
    expect(atInfo.lines.filter((line) => /request/.test(String(line.msg)))).toEqual([]);
    await test.close();

    const atDebug = new LogCapture();
    test = await startTestApp('sqlite', { env: { LOG_LEVEL: 'debug' }, logTo: atDebug });
    const debugKey = test.app.services.mail.devMailbox!.accessKey;
    await test.app.inject({ url: '/api/VideoMeeting/health' });
    await test.app.inject({ url: `/dev/mailbox?key=${debugKey}`, remoteAddress: '127.0.0.1', headers: host });
    const completed = atDebug.lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => (line.req as { url: string }).url)).toEqual([
      '/api/VideoMeeting/health',
      '/dev/mailbox?key=[redacted]',
    ]);
    expect(completed.every((line) => line.level === 20)).toBe(true);
    expect(atDebug.raw.join('\n')).not.toContain(debugKey);
  });

  it('turns an oversized room message into one warning without a stack', async () => {
    const log = new LogCapture();
    test = await startTestApp('sqlite', { env: { LOG_LEVEL: 'info' }, logTo: log });
    const baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${SIGNAL_PATH('ABC-2026-123456')}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(300 * 1024));
    expect(await closed).toBe(1009);

    await expect.poll(() => log.lines.filter((line) => line.level === WARN).length).toBe(1);
    const warning = log.lines.find((line) => line.level === WARN)!;
    expect(warning).toMatchObject({ code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    expect(JSON.stringify(warning)).not.toContain('stack');
    expect(log.lines.filter((line) => Number(line.level) >= ERROR)).toEqual([]);
    expect(log.lines.every((line) => Number(line.level) >= INFO)).toBe(true);
  });

  it('redacts capability query values and leaves the rest of a URL alone', () => {
    expect(redactUrl('/dev/mailbox?key=abc&x=1')).toBe('/dev/mailbox?key=[redacted]&x=1');
    expect(redactUrl('/room/ABC-2026-123456?token=t.u.v')).toBe('/room/ABC-2026-123456?token=[redacted]');
    expect(redactUrl('/api/VideoMeeting/meetings?page=2')).toBe('/api/VideoMeeting/meetings?page=2');
  });
});
