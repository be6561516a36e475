import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Room } from './room';
import type { ConnectionReports } from './room-deps';

/** What the rooms report to /metrics: collected from the live rooms at each scrape, and counted as it happens. */
export interface RoomMetrics {
  /** A signaling message of this type was handled in `seconds`. */
  handled(type: string, seconds: number): void;
  /** A signaling message of this type came over its connection's budget and was dropped (signal-budget.ts). */
  dropped(type: string): void;
  /** Browsers' reports of the paths their connections took, and of failed connections. */
  connectionReports: ConnectionReports;
}

export interface RoomMetricSources {
  /** The rooms live on this node. */
  rooms(): Room[];
  /** Frames this node relayed to other nodes, and sockets relayed in and out (several nodes only). */
  relay?(): { messagesSent: number; in: number; out: number };
}

/** Registers the rooms' metrics in `registry` (prom-client), read from `sources` when scraped. */
export function registerRoomMetrics(registry: Registry, sources: RoomMetricSources): RoomMetrics {
  const live = () => sources.rooms();
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect: function () {
        this.set(read());
      },
    });
  gauge('vm_rooms', 'Live rooms this node owns', () => live().length);
  gauge('vm_room_participants', 'Participants in the rooms this node owns', () =>
    live().reduce((sum, room) => sum + room.participantCount, 0),
  );
  gauge('vm_room_publishers', 'Participants publishing media in rooms this node owns', () =>
    live().reduce((sum, room) => sum + room.media.connections.publishers, 0),
  );
  gauge('vm_room_subscriptions', 'Media subscriptions in rooms this node owns', () =>
    live().reduce((sum, room) => sum + room.media.connections.subscribers, 0),
  );
  if (sources.relay) {
    const relay = sources.relay;
    gauge('vm_relay_sockets_in', 'Sockets held by other nodes for rooms this node owns', () => relay().in);
    gauge('vm_relay_sockets_out', "Sockets this node holds for other nodes' rooms", () => relay().out);
    new Counter({
      name: 'vm_relay_messages_sent_total',
      help: 'Signaling frames and replies this node relayed to other nodes',
      registers: [registry],
      collect: function () {
        this.reset();
        this.inc(relay().messagesSent);
      },
    });
  }
  const messages = new Counter({
    name: 'vm_signaling_messages_total',
    help: 'Signaling messages handled, by type',
    labelNames: ['type'],
    registers: [registry],
  });
  const handling = new Histogram({
    name: 'vm_signaling_handling_seconds',
    help: 'Time to handle one signaling message',
    buckets: [0.001, 0.005, 0.02, 0.1, 0.5, 2],
    registers: [registry],
  });
  const dropped = new Counter({
    name: 'vm_signaling_dropped_total',
    help: 'Signaling messages dropped over their connection budget, by type',
    labelNames: ['type'],
    registers: [registry],
  });
  const connections = new Counter({
    name: 'vm_ice_connections_total',
    help: "Media connections that connected, by the path browsers reported (candidate type, protocol, the relay's protocol)",
    labelNames: ['connection', 'candidate_type', 'protocol', 'relay_protocol'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'vm_ice_failures_total',
    help: 'Media connections whose ICE failed, as browsers reported',
    labelNames: ['connection'],
    registers: [registry],
  });
  return {
    connectionReports: {
      connected(connection, path) {
        connections.inc({
          connection,
          candidate_type: path.candidateType,
          protocol: path.protocol,
          relay_protocol: path.relayProtocol ?? 'none',
        });
      },
      failed(connection) {
        failures.inc({ connection });
      },
    },
    handled(type, seconds) {
      messages.inc({ type });
      handling.observe(seconds);
    },
    dropped(type) {
      dropped.inc({ type });
    },
  };
}
