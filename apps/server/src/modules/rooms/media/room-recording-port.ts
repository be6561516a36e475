import type { FastifyBaseLogger } from 'fastify';
import { recordingStopReasonSchema, type RecordingStopReason } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { RecordingRefused } from '../../media/room-recording';
import type { RoomRecordingPort } from '../../recordings/recording-control';
import {
  carryError,
  errorFromCarried,
  recordingRefusals as refuse,
  type CarriedError,
} from '../../recordings/recording-refusals';
import type { Room } from '../room';

/** What a node asks the owner of a room about its recording: start as `recordingId`, or stop (null) and why. */
interface RecordQuestion {
  recordingId: string | null;
  because?: RecordingStopReason;
}

type RecordAnswer =
  { ok: true; started?: { startedAt: string; rawDir: string }; stopped?: boolean } | { ok: false; error: CarriedError };

export interface RoomRecordingPortDeps {
  /** The meeting's live room on this node, if it is here. */
  localRoom(meetingId: string): Room | undefined;
  /** With several nodes: asks the room's owner (undefined when no other node has the room). */
  askOwner?(meetingId: string, question: RecordQuestion, timedOut: RecordAnswer): Promise<unknown>;
  log: FastifyBaseLogger;
}

/**
 * Starts and stops recording in the room that records, wherever it lives (docs/decisions/034): here,
 * or on the node that owns it (asked over the cluster's relay). The answer to a question from another
 * node is built by `answer`, on the owner.
 */
export function createRoomRecordingPort(deps: RoomRecordingPortDeps): RoomRecordingPort & {
  answer(meetingId: string, question: unknown): Promise<RecordAnswer>;
} {
  async function here(meetingId: string, question: RecordQuestion): Promise<RecordAnswer | undefined> {
    const room = deps.localRoom(meetingId);
    if (!room) return undefined;
    try {
      if (question.recordingId === null) return { ok: true, stopped: await room.recorder.stop(question.because) };
      const { startedAt, rawDir } = await room.recorder.start(question.recordingId);
      return { ok: true, started: { startedAt: startedAt.toISOString(), rawDir } };
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) deps.log.error({ err: error, meetingId }, 'the room could not change its recording');
      return { ok: false, error: carryError(refusal ?? refuse.unavailable()) };
    }
  }

  async function ask(meetingId: string, question: RecordQuestion): Promise<RecordAnswer | undefined> {
    const local = await here(meetingId, question);
    if (local || !deps.askOwner) return local;
    const timedOut: RecordAnswer = {
      ok: false,
      error: carryError(refuse.unavailable('the meeting room did not answer')),
    };
    return (await deps.askOwner(meetingId, question, timedOut)) as RecordAnswer | undefined;
  }

  return {
    async start(meetingId, recordingId) {
      const answer = await ask(meetingId, { recordingId });
      if (!answer) throw refuse.roomEmpty();
      if (!answer.ok) throw errorFromCarried(answer.error);
      if (!answer.started) throw refuse.unavailable();
      return { startedAt: new Date(answer.started.startedAt), rawDir: answer.started.rawDir };
    },

    async stop(meetingId, because) {
      const answer = await ask(meetingId, { recordingId: null, ...(because && { because }) });
      if (!answer) return false;
      if (!answer.ok) throw errorFromCarried(answer.error);
      return answer.stopped === true;
    },

    async answer(meetingId, question) {
      const { recordingId, because } = question as Partial<RecordQuestion>;
      const reason = recordingStopReasonSchema.optional().safeParse(because);
      if ((recordingId !== null && typeof recordingId !== 'string') || !reason.success) {
        return { ok: false, error: carryError(refuse.unavailable('unreadable question')) };
      }
      // The room moved away since the asker looked: as if nobody were in it.
      return (
        (await here(meetingId, { recordingId, because: reason.data })) ?? {
          ok: false,
          error: carryError(refuse.roomEmpty()),
        }
      );
    },
  };
}

/** The media module's reasons, as the API's refusals; undefined for anything unexpected. */
function refusalOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (!(error instanceof RecordingRefused)) return undefined;
  return error.code === 'already-recording' ? refuse.alreadyRunning() : refuse.unavailable(error.message);
}
