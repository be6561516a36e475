import { Gauge, type Registry } from 'prom-client';
import type { Clock } from '#server/lib/clock.ts';
import type { OutboxRepository } from './outbox-repository';

/**
 * The outbox's backlog for /metrics, read from the database at each scrape: the table is shared, so
 * every node reports the same figures (alert on any one node's, or on the maximum).
 */
export function registerOutboxMetrics(registry: Registry, outbox: OutboxRepository, clock: Clock): void {
  // prom-client collects all metrics of a scrape at once: both gauges share one query in flight.
  let reading: ReturnType<OutboxRepository['backlog']> | undefined;
  const backlog = () => (reading ??= outbox.backlog().finally(() => (reading = undefined)));
  new Gauge({
    name: 'vm_mail_outbox_pending',
    help: 'E-mails queued in the outbox and not yet accepted by the mail server or given up',
    registers: [registry],
    async collect() {
      this.set((await backlog()).pending);
    },
  });
  new Gauge({
    name: 'vm_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail still waiting in the outbox (0 when none waits)',
    registers: [registry],
    async collect() {
      const { oldestCreatedAt } = await backlog();
      this.set(oldestCreatedAt ? Math.max(0, (clock.now().getTime() - Date.parse(oldestCreatedAt)) / 1000) : 0);
    },
  });
}
