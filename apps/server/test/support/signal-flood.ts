import type { ServerMessage } from '@vm/contracts';
import type { SignalClient } from './signal-client';

/** Sends `count` raiseHand toggles at once, as a flooding client does. */
export function floodHands(client: SignalClient, count: number): void {
  for (let i = 0; i < count; i++) client.send({ type: 'raiseHand', raised: i % 2 === 0 });
}

/** Updates about participant `id` that `client` received so far. */
export function updatesAbout(client: SignalClient, id: string): number {
  return client.received.filter(
    (message): message is Extract<ServerMessage, { type: 'participantUpdated' }> =>
      message.type === 'participantUpdated' && message.participant.id === id,
  ).length;
}

/**
 * Resolves once the room has taken in every frame `client` sent before: a frame that is not JSON is
 * answered in its turn, after all the earlier ones passed their budget check (on the room's node,
 * also when the socket is relayed from another).
 */
export async function settled(client: SignalClient): Promise<void> {
  client.send('sync');
  while (!/JSON/.test((await client.next('error', 60_000)).message));
}

/** The SIGNALING_TOO_FAST notices `client` received. */
export function tooFastNotices(client: SignalClient) {
  return client.received.filter((message) => message.type === 'error' && message.code === 'SIGNALING_TOO_FAST');
}
