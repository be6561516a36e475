import { Gauge, type Registry } from 'prom-client';
import type { MediaPool } from '../media/media-pool';

/**
 * The media servers this node uses, read from its pool at each scrape: whether each is connected and
 * how many participants this node placed on it (`load`, what the pool balances by) and how many of
 * them are a large meeting's audience (what MEDIA_SERVER_MAX_SUBSCRIBERS caps). Labelled by the
 * server's label (host:port, or 'managed janus'); the rooms module calls this once with its pool.
 */
export function registerMediaServerMetrics(registry: Registry, pool: Pick<MediaPool, 'servers'>): void {
  new Gauge({
    name: 'vm_media_server_connected',
    help: 'Whether this node is connected to the media server (1) or not (0)',
    labelNames: ['server'],
    registers: [registry],
    collect() {
      this.reset();
      for (const server of pool.servers) this.set({ server: server.label }, server.state === 'up' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'vm_media_server_load',
    help: 'Participants this node placed on the media server',
    labelNames: ['server'],
    registers: [registry],
    collect() {
      this.reset();
      for (const server of pool.servers) this.set({ server: server.label }, server.load);
    },
  });
  new Gauge({
    name: 'vm_media_server_audience',
    help: "Large meetings' audience members this node placed on the media server (capped by MEDIA_SERVER_MAX_SUBSCRIBERS)",
    labelNames: ['server'],
    registers: [registry],
    collect() {
      this.reset();
      for (const server of pool.servers) this.set({ server: server.label }, server.audience);
    },
  });
}
