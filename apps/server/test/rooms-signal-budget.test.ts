import { describe, expect, it } from 'vitest';
import { CLOSE_OVER_BUDGET } from '../src/modules/rooms/signaling/signal-connection';
import {
  DEFAULT_ALLOWANCE,
  OVER_BUDGET_CALM_MS,
  OVER_BUDGET_CLOSE_MS,
  SignalBudget,
  type BudgetKey,
} from '../src/modules/rooms/signaling/signal-budget';
import { joinRoomAsGuest, joinRoomAsHost } from './support/room-joins';
import { useProHostApp } from './support/pro-host-app';
import { createMeeting } from './support/room-setup';
import { floodHands, settled, tooFastNotices, updatesAbout } from './support/signal-flood';

const FLOOD = 10_000;
const STEP_MS = 500;

// One participant's flood of signaling messages (decision record 050): each connection has a budget
// per message type, so the room sends the others at most the budget's worth, the host's own updates
// are not stuck behind the flood, and a connection that keeps flooding is closed. The clock is the
// test's, so the budget's refill is exactly what the test moves.
describe('signaling budgets per connection', () => {
  const setup = useProHostApp();

  it('keeps a raise-hand flood to the budget for everyone else and closes the flooder after 10 s', async () => {
    const meeting = await createMeeting(setup.app, setup.host, { isPublic: true });
    const { client: hostClient } = await joinRoomAsHost(setup.app, setup.host, meeting.id);
    const others = [await joinRoomAsGuest(setup.app, meeting.id, 'Olga Other')];
    const flooder = await joinRoomAsGuest(setup.app, meeting.id, 'Fred Flood');
    const floodId = flooder.joined.self.id;
    const watchers = [hostClient, others[0]!.client];

    floodHands(flooder.client, FLOOD);
    await settled(flooder.client);
    // Told once that messages were dropped, not once per dropped frame.
    expect(tooFastNotices(flooder.client)).toEqual([
      {
        type: 'error',
        message: 'Too many messages of this type: some were dropped.',
        code: 'SIGNALING_TOO_FAST',
        params: { type: 'raiseHand' },
      },
    ]);

    // The host's own update reaches everyone, within a deadline no machine should need.
    hostClient.send({ type: 'mute', audioMuted: true, videoMuted: false });
    const hostId = (await hostClient.next('participantUpdated', 30_000)).participant;
    for (const watcher of [others[0]!.client, flooder.client]) {
      for (;;) {
        const update = await watcher.next('participantUpdated', 30_000);
        if (update.participant.id === hostId.id) break;
      }
    }
    // With the clock standing still, the flood got exactly the burst through to the others.
    for (const watcher of watchers) expect(updatesAbout(watcher, floodId)).toBe(DEFAULT_ALLOWANCE.burst);

    // The flooder keeps it up: every half second one more toggle fits the refill, the rest is dropped.
    const steps = OVER_BUDGET_CLOSE_MS / STEP_MS;
    for (let step = 1; step <= steps; step++) {
      setup.clock.advance(STEP_MS);
      floodHands(flooder.client, 50);
      if (step < steps) {
        await settled(flooder.client);
        expect(flooder.client.closeCode).toBeUndefined();
      }
    }
    await flooder.client.closed;
    expect(flooder.client.closeCode).toBe(CLOSE_OVER_BUDGET);

    // Over the whole flood the others got no more than the burst and the refill of those 10 s.
    const budget = DEFAULT_ALLOWANCE.burst + (DEFAULT_ALLOWANCE.perSecond * OVER_BUDGET_CLOSE_MS) / 1000;
    hostClient.send({ type: 'raiseHand', raised: true });
    for (const watcher of watchers) {
      for (;;) {
        const update = await watcher.next('participantUpdated', 30_000);
        if (update.participant.id === hostId.id && update.participant.handRaised) break;
      }
      expect(updatesAbout(watcher, floodId)).toBeLessThanOrEqual(budget);
    }
  }, 120_000);

  it('answers a ping with a pong, and holds pings to their budget', async () => {
    const meeting = await createMeeting(setup.app, setup.host, { isPublic: true });
    const { client } = await joinRoomAsGuest(setup.app, meeting.id, 'Pia Ping');
    client.send({ type: 'ping' });
    expect(await client.next('pong', 30_000)).toEqual({ type: 'pong' });
    // The clock stands still: past the burst, pings are dropped with one notice.
    for (let sent = 0; sent < 20; sent++) client.send({ type: 'ping' });
    await settled(client);
    expect(tooFastNotices(client)).toEqual([expect.objectContaining({ params: { type: 'ping' } })]);
  });
});

// The budgets' rules directly, with honest sequences sized from what the web client and the load tool
// send (decision record 050): they never lose a message; a steady flood is cut off after 10 s.
describe('SignalBudget', () => {
  const t0 = 1_000_000;
  const takeAll = (budget: SignalBudget, key: BudgetKey, count: number, at: number) =>
    Array.from({ length: count }, () => budget.take(key, at)).filter((verdict) => !verdict.allowed).length;

  it("fits a join's and a reconnect's negotiation on a well-connected laptop", () => {
    const budget = new SignalBudget();
    expect(takeAll(budget, 'join', 1, t0)).toBe(0);
    expect(takeAll(budget, 'publish', 1, t0)).toBe(0);
    // Both connections gather at once, 40 candidates each and an end, then an ICE restart 5 s later.
    expect(takeAll(budget, 'trickle', 82, t0 + 200)).toBe(0);
    expect(takeAll(budget, 'publish', 1, t0 + 5_000)).toBe(0);
    expect(takeAll(budget, 'trickle', 82, t0 + 5_200)).toBe(0);
    expect(takeAll(budget, 'mute', 3, t0 + 300)).toBe(0);
  });

  it("answers every offer of a big room's churn, however fast the server sends them", () => {
    const budget = new SignalBudget();
    // 200 offers 20 ms apart (people joining a big room): each answered, each followed by the layers.
    for (let offer = 0; offer < 200; offer++) {
      const at = t0 + offer * 20;
      budget.credit('subscriberAnswer', at);
      budget.credit('videoQuality', at);
      expect(budget.take('subscriberAnswer', at + 10)).toEqual({ allowed: true });
      expect(budget.take('videoQuality', at + 10)).toEqual({ allowed: true });
    }
  });

  it('lets a person toggle fast, drops a flood with one notice per type, and closes after 10 s of it', () => {
    const budget = new SignalBudget();
    // Ten toggles at once, then two a second for a minute: never dropped.
    expect(takeAll(budget, 'raiseHand', DEFAULT_ALLOWANCE.burst, t0)).toBe(0);
    for (let ms = 500; ms <= 60_000; ms += 500) expect(budget.take('raiseHand', t0 + ms).allowed).toBe(true);

    const start = t0 + 120_000;
    expect(takeAll(budget, 'raiseHand', DEFAULT_ALLOWANCE.burst, start)).toBe(0);
    expect(budget.take('raiseHand', start)).toEqual({ allowed: false, tell: true, close: false });
    expect(budget.take('raiseHand', start)).toEqual({ allowed: false, tell: false, close: false });
    expect(budget.take('invalid', start)).toEqual({ allowed: true });
    // A pause longer than the calm period ends the stretch: the next drop is told again and counts anew.
    const later = start + OVER_BUDGET_CALM_MS + 1;
    expect(takeAll(budget, 'raiseHand', 4, later)).toBe(0);
    expect(budget.take('raiseHand', later)).toEqual({ allowed: false, tell: true, close: false });
    // Kept up without such a pause, the stretch reaches 10 s and the connection is to be closed.
    for (let ms = 250; ms < OVER_BUDGET_CLOSE_MS; ms += 250) {
      takeAll(budget, 'raiseHand', 2, later + ms);
      expect(budget.take('raiseHand', later + ms)).toMatchObject({ allowed: false, close: false });
    }
    takeAll(budget, 'raiseHand', 2, later + OVER_BUDGET_CLOSE_MS);
    expect(budget.take('raiseHand', later + OVER_BUDGET_CLOSE_MS)).toMatchObject({ allowed: false, close: true });
  });
});
