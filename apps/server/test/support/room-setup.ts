import type { FastifyInstance } from 'fastify';
import type { Meeting, Plan } from '@vm/contracts';
import type { SignedIn } from './sign-in';

const api = '/api/VideoMeeting/meetings';

/** A meeting through the real API, starting a minute from now unless the body says otherwise. */
export async function createMeeting(
  app: FastifyInstance,
  host: SignedIn,
  body: Record<string, unknown> = {},
): Promise<Meeting> {
  const start = Date.now() + 60_000;
  const reply = await app.inject({
    method: 'POST',
    url: api,
    headers: host.headers,
    payload: {
      title: 'Room test',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
      ...body,
    },
  });
  if (reply.statusCode !== 201) throw new Error(`create meeting: ${reply.statusCode} ${reply.body}`);
  return reply.json().data as Meeting;
}

export async function hostJoinUrl(app: FastifyInstance, host: SignedIn, meetingId: string): Promise<string> {
  const reply = await app.inject({ method: 'GET', url: `${api}/${meetingId}/join-url`, headers: host.headers });
  if (reply.statusCode !== 200) throw new Error(`join-url: ${reply.statusCode} ${reply.body}`);
  return reply.json().data as string;
}

export async function guestJoinUrl(app: FastifyInstance, meetingId: string, name: string, email: string) {
  const reply = await app.inject({
    method: 'POST',
    url: `${api}/${meetingId}/join`,
    payload: { guestName: name, guestEmail: email },
  });
  if (reply.statusCode !== 200) throw new Error(`join: ${reply.statusCode} ${reply.body}`);
  return reply.json().data as string;
}

export async function getMeeting(app: FastifyInstance, host: SignedIn, meetingId: string): Promise<Meeting> {
  const reply = await app.inject({ method: 'GET', url: `${api}/${meetingId}`, headers: host.headers });
  return reply.json().data as Meeting;
}

/** What the operator command does (`npm run admin -- set-plan`). */
export async function setPlan(app: FastifyInstance, email: string, plan: Plan): Promise<void> {
  await app.services.database.db.updateTable('users').set({ plan }).where('email', '=', email).execute();
}

/**
 * The organizer invites a signed-up person to the meeting, then that person asks for their own join
 * link, which names their invitation (what the invitation page's Join does).
 */
export async function inviteeJoinUrl(app: FastifyInstance, host: SignedIn, invitee: SignedIn, meetingId: string) {
  const invited = await app.inject({
    method: 'POST',
    url: '/api/VideoMeeting/invitations/send',
    headers: host.headers,
    payload: { meetingId, inviteeEmail: invitee.user.email, inviteeName: invitee.user.name },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const reply = await app.inject({ url: `${api}/${meetingId}/join-url`, headers: invitee.headers });
  if (reply.statusCode !== 200) throw new Error(`invitee join-url: ${reply.statusCode} ${reply.body}`);
  return reply.json().data as string;
}
