import type { z } from 'zod';
import type { partStateSchema } from '@vm/contracts';

export type PartState = z.infer<typeof partStateSchema>;
export interface PartStatus {
  status: PartState;
  detail?: string;
}
export type PartProbe = () => Promise<PartStatus> | PartStatus;

/** How long health waits for one optional part before reporting it without an answer. */
const PROBE_BUDGET_MS = 500;

/**
 * Optional parts of the product (mail, later the media server) register a probe here. Health asks
 * each one but never waits longer than a short budget: it must answer as soon as the server listens.
 */
export class HealthParts {
  readonly #probes = new Map<string, PartProbe>();

  register(name: string, probe: PartProbe): void {
    this.#probes.set(name, probe);
  }

  async report(): Promise<Record<string, PartStatus>> {
    const entries = await Promise.all(
      [...this.#probes].map(async ([name, probe]) => [name, await withBudget(probe)] as const),
    );
    return Object.fromEntries(entries);
  }
}

async function withBudget(probe: PartProbe): Promise<PartStatus> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<PartStatus>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'degraded', detail: 'no answer in time' }), PROBE_BUDGET_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(probe), late]);
  } catch (error) {
    return { status: 'error', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
