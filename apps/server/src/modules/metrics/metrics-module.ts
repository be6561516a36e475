import { collectDefaultMetrics, Registry } from 'prom-client';

/** The node's Prometheus registry: what /metrics serves. README.md says how a module adds to it. */
export interface MetricsModule {
  registry: Registry;
}

/** How finely the event-loop delay is sampled (prom-client's default is 10 ms too, said here on purpose). */
const EVENT_LOOP_RESOLUTION_MS = 10;

/**
 * One registry per app, not prom-client's global one: tests run several apps (nodes) in one process,
 * and each must report its own figures. The defaults cover the process: CPU, memory, handles, garbage
 * collection and the event-loop delay (`nodejs_eventloop_lag_*`).
 */
export function createMetricsModule(): MetricsModule {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
  return { registry };
}
