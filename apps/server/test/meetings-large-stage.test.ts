import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@vm/contracts';
import { createMeeting, setPlan } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

// The 'large meeting (stage and audience)' setting through the real API (decision record 044): its default on
// create follows the size and the organizer's plan, an explicit value wins, an edit keeps it unless named.
describe('the large-meeting setting', () => {
  let test: TestApp;
  const organizers = {} as Record<Plan, SignedIn>;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    for (const plan of ['free', 'pro', 'enterprise'] as const) {
      organizers[plan] = await signUp(test.app, uniqueEmail(plan), `Olga ${plan}`);
      await setPlan(test.app, organizers[plan].user.email, plan);
    }
  });
  afterAll(async () => test?.close());

  it('is on by default only above 50 people on a plan that lets more than 50 in', async () => {
    const large = async (plan: Plan, maxParticipants: number) =>
      (await createMeeting(test.app, organizers[plan], { maxParticipants })).largeMeeting;
    expect(await large('enterprise', 51)).toBe(true);
    expect(await large('enterprise', 1000)).toBe(true);
    expect(await large('enterprise', 50)).toBe(false);
    expect(await large('pro', 100)).toBe(false);
    expect(await large('free', 100)).toBe(false);
    // The form's default size is 100 (LIMITS.participantsDefault): on Enterprise that is a large meeting.
    expect((await createMeeting(test.app, organizers.enterprise)).largeMeeting).toBe(true);
    expect((await createMeeting(test.app, organizers.pro)).largeMeeting).toBe(false);
  });

  it('takes the organizer’s choice on create, and keeps it through edits that do not name it', async () => {
    const small = await createMeeting(test.app, organizers.pro, { maxParticipants: 20, largeMeeting: true });
    expect(small.largeMeeting).toBe(true);
    const big = await createMeeting(test.app, organizers.enterprise, { maxParticipants: 500, largeMeeting: false });
    expect(big.largeMeeting).toBe(false);

    const edit = async (id: string, payload: Record<string, unknown>) => {
      const reply = await test.app.inject({
        method: 'PATCH',
        url: `/api/VideoMeeting/meetings/${id}`,
        headers: organizers.enterprise.headers,
        payload,
      });
      expect(reply.statusCode).toBe(200);
      return reply.json().data as { largeMeeting: boolean };
    };
    expect(await edit(big.id, { largeMeeting: true })).toMatchObject({ largeMeeting: true });
    expect(await edit(big.id, { title: 'Renamed', maxParticipants: 10 })).toMatchObject({ largeMeeting: true });
    expect(await edit(big.id, { largeMeeting: false })).toMatchObject({ largeMeeting: false });
  });

  it('gives every occurrence of a new series the setting', async () => {
    const start = Date.now() + 86_400_000;
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/VideoMeeting/meetings',
      headers: organizers.enterprise.headers,
      payload: {
        title: 'Weekly town hall',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 3_600_000).toISOString(),
        maxParticipants: 300,
        recurrence: { frequency: 'weekly', count: 3, timeZone: 'Europe/Istanbul' },
      },
    });
    expect(reply.statusCode).toBe(201);
    const first = reply.json().data as { seriesId: string; largeMeeting: boolean };
    expect(first.largeMeeting).toBe(true);
    const series = await test.app.inject({
      url: `/api/VideoMeeting/meetings/series/${first.seriesId}`,
      headers: organizers.enterprise.headers,
    });
    const occurrences = series.json().data as Array<{ largeMeeting: boolean }>;
    expect(occurrences).toHaveLength(3);
    expect(occurrences.every((occurrence) => occurrence.largeMeeting)).toBe(true);
  });

  it('rejects a value that is not a boolean', async () => {
    const start = Date.now() + 60_000;
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/VideoMeeting/meetings',
      headers: organizers.enterprise.headers,
      payload: {
        title: 'Bad',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 3_600_000).toISOString(),
        largeMeeting: 'yes',
      },
    });
    expect(reply.statusCode).toBe(400);
  });
});
