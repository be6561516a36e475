import type { FastifyInstance } from 'fastify';
import { guestJoinUrl, hostJoinUrl } from './room-setup';
import { uniqueEmail, type SignedIn } from './sign-in';
import { SignalClient } from './signal-client';

/** The organizer into their meeting's room over the real socket, with the `joined` they got. */
export async function joinRoomAsHost(app: FastifyInstance, host: SignedIn, meetingId: string) {
  const client = await SignalClient.join(app, await hostJoinUrl(app, host, meetingId));
  return { client, joined: await client.next('joined') };
}

/** A guest (a fresh e-mail address) into a public meeting's room, with the `joined` they got. */
export async function joinRoomAsGuest(app: FastifyInstance, meetingId: string, name: string) {
  const client = await SignalClient.join(app, await guestJoinUrl(app, meetingId, name, uniqueEmail('guest')));
  return { client, joined: await client.next('joined') };
}
