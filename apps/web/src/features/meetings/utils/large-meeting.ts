import { LARGE_MEETING_THRESHOLD, PLAN_LIMITS, type Plan } from '@vm/contracts';

/**
 * Whether a new meeting is a large one (stage and audience) when the organizer does not say: above
 * LARGE_MEETING_THRESHOLD people, on a plan that lets more than that many in. The server decides
 * the same way when `largeMeeting` is left out (defaultLargeMeeting in meetings-service.ts), so the
 * form shows what the server will store.
 */
export function defaultLargeMeeting(maxParticipants: unknown, plan: Plan | undefined): boolean {
  const size = Number(maxParticipants);
  if (!plan || !Number.isFinite(size)) return false;
  return size > LARGE_MEETING_THRESHOLD && PLAN_LIMITS[plan].maxParticipants > LARGE_MEETING_THRESHOLD;
}
