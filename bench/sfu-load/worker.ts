// One generator process of bench/sfu-load, forked by generator.ts: it owns a share of the synthetic
// participants, paces its publishers, and answers the parent's requests (WorkerRequest) over IPC.
import type { WorkerSample } from './figures';
import type { WorkerRequest, WorkerResponse } from './generator';
import { loadFixtures } from '../../test-support/synthetic/fixtures';
import { SyntheticParticipant } from '../../test-support/synthetic/participant';
import { pacePublishers } from '../../test-support/synthetic/publisher';

if (!process.send) throw new Error('worker.ts runs as a child of bench/sfu-load/main.ts');

// The parent made them if they were missing.
const fixtures = loadFixtures();

const people: SyntheticParticipant[] = [];
const stopPacing = pacePublishers(() => people.map((person) => person.publisher));

function sample(): WorkerSample {
  const result: WorkerSample = {
    at: performance.timeOrigin + performance.now(),
    sentBytes: people.reduce((sum, p) => sum + (p.publisher?.stats.bytes ?? 0), 0),
    people: {},
  };
  for (const person of people) {
    const streams: WorkerSample['people'][string] = {};
    for (const [ssrc, c] of person.subscriber.counts)
      streams[ssrc] = {
        kind: c.kind,
        packets: c.packets,
        bytes: c.bytes,
        frames: c.frames,
        expected: c.highestSeq - c.baseSeq + 1,
        jitterMs: (c.jitter / c.clockRate) * 1000,
      };
    result.people[person.options.name] = streams;
  }
  return result;
}

function firstVideo(): Record<string, number> {
  const result: Record<string, number> = {};
  for (const person of people) {
    const first = person.subscriber.firstPacketAt.video;
    if (first !== undefined) result[person.options.name] = first - person.joinSentAt;
  }
  return result;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.type) {
    case 'join': {
      const person = await SyntheticParticipant.join({ ...request.join, fixtures });
      people.push(person);
      return null;
    }
    case 'sample':
      return sample();
    case 'firstVideo':
      return firstVideo();
    case 'close':
      stopPacing();
      for (const person of people) person.close();
      // Let the leave messages go out, then end (werift keeps timers alive).
      setTimeout(() => process.exit(0), 500);
      return null;
  }
}

process.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => process.send!({ id: request.id, ok: true, value } satisfies WorkerResponse),
    (error: unknown) =>
      process.send!({
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies WorkerResponse),
  );
});
// The parent went away: nothing left to report to.
process.on('disconnect', () => process.exit(0));
