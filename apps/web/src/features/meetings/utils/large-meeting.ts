import { defaultLargeMeeting as serverDefault, type Plan } from '@vm/contracts';

/**
 * Whether a new meeting is a large one (stage and audience) when the organizer does not say, for the
 * form's value as typed: the contracts' rule, the one the server applies when `largeMeeting` is left
 * out, so the form shows what the server will store. An unknown plan or size is not large.
 */
export function defaultLargeMeeting(maxParticipants: unknown, plan: Plan | undefined): boolean {
  const size = Number(maxParticipants);
  return plan !== undefined && Number.isFinite(size) && serverDefault(size, plan);
}
