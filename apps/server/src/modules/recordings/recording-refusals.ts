import type { Plan } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';

const GB = 1024 ** 3;

/**
 * Why a recording cannot start or stop (docs/product.md, 'Recordings' and 'Calls'): the same errors over HTTP and,
 * with their codes, over the room's signaling. Someone else's meeting is answered as a missing one elsewhere.
 */
export const recordingRefusals = {
  planRequired: (plan: Plan) =>
    new AppError(
      403,
      'RECORDING_PLAN_REQUIRED',
      `Recording is included in the Pro and Enterprise plans; this meeting's organizer is on the ${plan} plan.`,
      [],
      {},
      { plan },
    ),
  notAllowed: () => AppError.forbidden('RECORDING_NOT_ALLOWED', "Recording is turned off in this meeting's settings."),
  storageFull: (limitBytes: number) => {
    const limitGb = Math.round((limitBytes / GB) * 100) / 100;
    return new AppError(
      403,
      'RECORDING_STORAGE_FULL',
      `Your recordings have reached your plan's storage limit of ${limitGb} GB. Delete recordings to record again.`,
      [],
      {},
      { limitGb },
    );
  },
  notActive: () =>
    AppError.conflict('RECORDING_MEETING_NOT_ACTIVE', 'A recording can only be started while the meeting is running.'),
  alreadyRunning: () => AppError.conflict('RECORDING_ALREADY_RUNNING', 'This meeting is already being recorded.'),
  notRunning: () => AppError.conflict('RECORDING_NOT_RUNNING', 'This meeting is not being recorded.'),
  roomEmpty: () => AppError.conflict('RECORDING_ROOM_EMPTY', 'Recording starts once someone is in the meeting room.'),
  unavailable: (reason?: string) =>
    AppError.unavailable(
      'RECORDING_UNAVAILABLE',
      reason
        ? `Recording is not available on this server right now: ${reason}`
        : 'Recording is not available on this server right now.',
    ),
};

/** An AppError as it crosses between nodes (a room's owner answers a start asked elsewhere). */
export interface CarriedError {
  statusCode: number;
  code: AppError['code'];
  message: string;
  params?: AppError['params'];
}

export function carryError(error: AppError): CarriedError {
  return { statusCode: error.statusCode, code: error.code, message: error.message, params: error.params };
}

export function errorFromCarried(carried: CarriedError): AppError {
  return new AppError(carried.statusCode, carried.code, carried.message, [], {}, carried.params);
}
