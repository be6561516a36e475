import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting, guestJoinUrl, hostJoinUrl, setPlan } from './support/room-setup';
import { signUp, uniqueEmail } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders } from './support/test-config';

/** One sample's value from Prometheus text, by its name and labels as printed. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// The operator's /metrics during a meeting: the room, its people and their media, the signaling
// messages handled, and the media server.
describe('room metrics', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(async () => test?.close());

  it('counts the live room, its participants and the messages handled', async () => {
    const read = async () => (await test.app.inject({ url: '/metrics', headers: operatorHeaders })).body;
    expect(sample(await read(), 'vm_rooms')).toBe(0);

    const host = await signUp(test.app, uniqueEmail('host'), 'Mia Metrics');
    await setPlan(test.app, host.user.email, 'pro');
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await hostClient.next('joined');
    const guest = await SignalClient.join(test.app, await guestJoinUrl(test.app, meeting.id, 'Gil', uniqueEmail('g')));
    await guest.next('joined');
    guest.send({ type: 'chat', text: 'counted' });
    await hostClient.next('chat');

    const text = await read();
    expect(sample(text, 'vm_rooms')).toBe(1);
    expect(sample(text, 'vm_room_participants')).toBe(2);
    expect(sample(text, 'vm_signaling_messages_total{type="join"}')).toBe(2);
    expect(sample(text, 'vm_signaling_messages_total{type="chat"}')).toBe(1);
    expect(sample(text, 'vm_signaling_handling_seconds_count')).toBeGreaterThanOrEqual(3);
    // The room's media server (the managed Janus) is connected and carries it.
    expect(text).toMatch(/^vm_media_server_connected\{server="[^"]+"\} 1$/m);
  });

  it("counts the paths browsers report and marks a relayed participant in the host's roster", async () => {
    const read = async () => (await test.app.inject({ url: '/metrics', headers: operatorHeaders })).body;
    const host = await signUp(test.app, uniqueEmail('host'), 'Rhea Relay');
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await hostClient.next('joined');
    const guest = await SignalClient.join(test.app, await guestJoinUrl(test.app, meeting.id, 'Tom', uniqueEmail('t')));
    const joined = await guest.next('joined');
    expect(joined.self.relayed).toBe(false);
    const updateOfGuest = async () => {
      for (;;) {
        const update = await hostClient.next('participantUpdated');
        if (update.participant.id === joined.self.id) return update.participant;
      }
    };

    const relay = { candidateType: 'relay', protocol: 'udp', relayProtocol: 'tcp' } as const;
    guest.send({ type: 'connectionReport', connection: 'publisher', outcome: 'connected', path: relay });
    expect(await updateOfGuest()).toMatchObject({ relayed: true });
    // The subscriber goes direct; the publisher is still relayed, so the mark stays and nobody is told again.
    const direct = { candidateType: 'host', protocol: 'tcp' } as const;
    guest.send({ type: 'connectionReport', connection: 'subscriber', outcome: 'connected', path: direct });
    guest.send({ type: 'connectionReport', connection: 'subscriber', outcome: 'failed' });
    // After an ICE restart the publisher goes direct too: the mark goes.
    guest.send({ type: 'connectionReport', connection: 'publisher', outcome: 'connected', path: direct });
    expect(await updateOfGuest()).toMatchObject({ relayed: false });

    const text = await read();
    const series = (labels: string) => sample(text, `vm_ice_connections_total{${labels}}`);
    expect(series('connection="publisher",candidate_type="relay",protocol="udp",relay_protocol="tcp"')).toBe(1);
    expect(series('connection="publisher",candidate_type="host",protocol="tcp",relay_protocol="none"')).toBe(1);
    expect(series('connection="subscriber",candidate_type="host",protocol="tcp",relay_protocol="none"')).toBe(1);
    expect(sample(text, 'vm_ice_failures_total{connection="subscriber"}')).toBe(1);
    hostClient.close();
    guest.close();
  });
});
