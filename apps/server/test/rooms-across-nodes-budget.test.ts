import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWANCE, OVER_BUDGET_CLOSE_MS } from '../src/modules/rooms/signaling/signal-budget';
import { CLOSE_OVER_BUDGET } from '../src/modules/rooms/signaling/signal-connection';
import { createMeeting, guestJoinUrl, hostJoinUrl } from './support/room-setup';
import { uniqueEmail } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { floodHands, settled, tooFastNotices, updatesAbout } from './support/signal-flood';
import { TestClock } from './support/test-clock';
import { startTwoNodes, type TwoNodes } from './support/two-nodes';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;
const STEP_MS = 500;

// A socket held by another node is budgeted where the room is (decision record 050): the edge relays
// the flood's frames, the owner drops what is over budget and closes the socket through the relay.
describe.skipIf(!redisUrl || !postgres)('signaling budgets across two nodes', () => {
  let nodes: TwoNodes | undefined;
  const clock = new TestClock();

  beforeAll(async () => {
    nodes = await startTwoNodes(redisUrl!, 'pro', clock);
  }, 60_000);
  afterAll(async () => nodes?.close());

  it('holds a relayed flooder to its budget on the owner and closes it at the edge', async () => {
    const { first, second, host } = nodes!;
    const meeting = await createMeeting(first.app, host, { isPublic: true });
    const hostClient = await SignalClient.join(first.app, await hostJoinUrl(first.app, host, meeting.id));
    await hostClient.next('joined');
    const guestUrl = await guestJoinUrl(second.app, meeting.id, 'Rafa Relayed', uniqueEmail('relayed'));
    const flooder = await SignalClient.join(second.app, guestUrl);
    const floodId = (await flooder.next('joined')).self.id;
    await hostClient.next('participantJoined');

    floodHands(flooder, 2_000);
    await settled(flooder);
    expect(tooFastNotices(flooder)).toHaveLength(1);
    hostClient.send({ type: 'raiseHand', raised: true });
    for (;;) {
      const update = await hostClient.next('participantUpdated', 30_000);
      if (update.participant.id !== floodId) break;
    }
    expect(updatesAbout(hostClient, floodId)).toBe(DEFAULT_ALLOWANCE.burst);

    const steps = OVER_BUDGET_CLOSE_MS / STEP_MS;
    for (let step = 1; step <= steps; step++) {
      clock.advance(STEP_MS);
      floodHands(flooder, 20);
      if (step < steps) await settled(flooder);
    }
    await flooder.closed;
    expect(flooder.closeCode).toBe(CLOSE_OVER_BUDGET);
  }, 120_000);
});
