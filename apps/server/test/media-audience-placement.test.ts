import pino from 'pino';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { MediaPool } from '../src/modules/media/media-pool';
import { MediaServer } from '../src/modules/media/media-server';
import { registerMediaServerMetrics } from '../src/modules/metrics/media-server-metrics';

// Where a large meeting's audience goes (docs/decisions/047): real servers of a real pool,
// never started, marked up by hand as their connections would. The media test
// (e2e/media/stage-servers.media.ts) runs the same with two real Janus.
const log = pino({ level: 'silent' });
const server = (label: string, audience = 0) => {
  const made = new MediaServer(() => `ws://${label}`, label, log);
  made.state = 'up';
  made.audience = audience;
  return made;
};

describe('audience capacity of the media pool', () => {
  it('takes audience on a server up to MEDIA_SERVER_MAX_SUBSCRIBERS, speakers and other load aside', () => {
    const origin = server('a:8188', 1);
    origin.load = 40; // speakers and other meetings' people: not audience
    const pool = new MediaPool([origin], undefined, undefined, 2);
    expect(pool.hasRoom(origin)).toBe(true);
    origin.audience = 2;
    expect(pool.hasRoom(origin)).toBe(false);
    // One server: no other place, so the room is full for the audience.
    expect(pool.pickEdge(origin, [])).toBeUndefined();
  });

  it('sends the overflow to another connected server with room, one already holding the meeting first', () => {
    const origin = server('a:8188', 2);
    const busy = server('b:8188', 1);
    const idle = server('c:8188', 0);
    const full = server('d:8188', 2);
    const down = server('e:8188', 0);
    down.state = 'down';
    const pool = new MediaPool([origin, busy, idle, full, down], undefined, undefined, 2);
    expect(pool.pickEdge(origin, [])).toBe(idle);
    expect(pool.pickEdge(origin, [busy])).toBe(busy);
    busy.audience = 2;
    expect(pool.pickEdge(origin, [busy, full])).toBe(idle);
    idle.audience = 2;
    expect(pool.pickEdge(origin, [busy])).toBeUndefined();
  });

  it('reports the audience per server as a metric', async () => {
    const registry = new Registry();
    registerMediaServerMetrics(registry, new MediaPool([server('a:8188', 3), server('b:8188')]));
    const text = await registry.metrics();
    expect(text).toContain('vm_media_server_audience{server="a:8188"} 3');
    expect(text).toContain('vm_media_server_audience{server="b:8188"} 0');
  });
});

describe('media pool configuration', () => {
  const env = { NODE_ENV: 'test', MEDIA_SERVER_URL: 'ws://10.0.0.5:8188, ws://janus2.internal:8188' };

  it('reads the capacity (500 by default) and each server private address (the URL host by default)', () => {
    expect(loadConfig(env).media).toMatchObject({
      maxSubscribers: 500,
      privateAddresses: ['10.0.0.5', 'janus2.internal'],
    });
    const set = loadConfig({
      ...env,
      MEDIA_SERVER_MAX_SUBSCRIBERS: '2',
      MEDIA_SERVER_PRIVATE_ADDRESSES: '10.1.0.5,10.1.0.6',
    });
    expect(set.media).toMatchObject({ maxSubscribers: 2, privateAddresses: ['10.1.0.5', '10.1.0.6'] });
    expect(loadConfig({ NODE_ENV: 'test', MEDIA_SERVER_URL: 'ws://[fd00::5]:8188' }).media.privateAddresses).toEqual([
      'fd00::5',
    ]);
  });

  it('refuses a private address list that does not match the servers, and a capacity below 1', () => {
    expect(() => loadConfig({ ...env, MEDIA_SERVER_PRIVATE_ADDRESSES: '10.1.0.5' })).toThrow(
      /MEDIA_SERVER_PRIVATE_ADDRESSES: 1 addresses for 2 MEDIA_SERVER_URL entries/,
    );
    expect(() => loadConfig({ ...env, MEDIA_SERVER_MAX_SUBSCRIBERS: '0' })).toThrow(/MEDIA_SERVER_MAX_SUBSCRIBERS/);
  });

  it('looks a host name up when copying to it, and uses an address as it is', async () => {
    expect(await new MediaServer(() => undefined, 'x', log, '10.0.0.7').forwardIp()).toBe('10.0.0.7');
    expect(await new MediaServer(() => undefined, 'x', log, 'localhost').forwardIp()).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
