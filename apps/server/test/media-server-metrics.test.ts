import pino from 'pino';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { MediaPool } from '../src/modules/media/media-pool';
import { MediaServer } from '../src/modules/media/media-server';
import { registerMediaServerMetrics } from '../src/modules/metrics/media-server-metrics';

describe('media-server metrics', () => {
  it('report each server of the pool: connected or not, and the participants placed on it', async () => {
    const log = pino({ level: 'silent' });
    // Real servers of a real pool, never started: one is marked up by hand, as its connection would.
    const first = new MediaServer(() => 'ws://127.0.0.1:1', 'janus-1:8188', log);
    const second = new MediaServer(() => 'ws://127.0.0.1:2', 'janus-2:8188', log);
    first.state = 'up';
    first.load = 7;
    const registry = new Registry();
    registerMediaServerMetrics(registry, new MediaPool([first, second]));

    const text = await registry.metrics();
    expect(text).toContain('vm_media_server_connected{server="janus-1:8188"} 1');
    expect(text).toContain('vm_media_server_connected{server="janus-2:8188"} 0');
    expect(text).toContain('vm_media_server_load{server="janus-1:8188"} 7');
    expect(text).toContain('vm_media_server_load{server="janus-2:8188"} 0');
  });
});
