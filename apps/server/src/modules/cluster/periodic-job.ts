import type { FastifyInstance } from 'fastify';
import type { ClusterModule } from './cluster-module';

/**
 * Background work a node repeats every `intervalMs` from the moment the app is ready, on one node at a
 * time (a lease of two intervals plus 5 s: its holder keeps the job between runs and a dead holder's
 * job moves on its expiry; decision record 027). Stops on close and gives the lease up. A run that
 * fails is logged and the next one comes as planned.
 */
export function repeatOnOneNode(
  app: FastifyInstance,
  cluster: ClusterModule,
  job: { name: string; intervalMs: number; run: () => Promise<unknown>; failure: string },
): void {
  const lease = cluster.exclusive(job.name, 2 * job.intervalMs + 5_000);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const tick = () => lease.run(job.run).catch((error: unknown) => app.log.error({ err: error }, job.failure));
    void tick();
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await lease.release().catch((error: unknown) => app.log.warn({ err: error }, `${job.name} lease not released`));
  });
}
