import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionPath } from '@vm/contracts';
import type { IceServer } from '#server/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { MediaPool } from '../media/media-pool';
import type { MeetingLifecycle } from './meeting-lifecycle';
import type { RecorderSettings, RecordingEvents } from './media/room-recorder';
import type { RoomTiming } from './room-timing';

export interface RoomDeps {
  clock: Clock;
  pool: MediaPool;
  /** STUN servers and a TURN credential signed for this participant, valid from `now` (decision record 063). */
  iceServers(participantId: string, now: Date, requestHost?: string): IceServer[];
  lifecycle: MeetingLifecycle;
  /** Where browsers' connection reports are counted (/metrics). */
  connectionReports?: ConnectionReports;
  timing: RoomTiming;
  log: FastifyBaseLogger;
  recording: RoomRecordingDeps;
  /** Large meetings' stage: speakers at once (STAGE_MAX_SPEAKERS). */
  stage: { maxSpeakers: number };
  /** The meeting's room has nobody left (or ended): forget it. */
  onEmpty(meetingId: string): void;
}

/** Counts the paths connections took and the connections that failed, by the browsers' own reports. */
export interface ConnectionReports {
  connected(connection: 'publisher' | 'subscriber', path: ConnectionPath): void;
  failed(connection: 'publisher' | 'subscriber'): void;
}

/** Cloud recording as a room needs it: where its events go, its segment length, and the organizer's requests. */
export interface RoomRecordingDeps {
  events: RecordingEvents;
  settings: RecorderSettings;
  /**
   * The organizer asked in the room to start (true) or stop (false): the recordings area checks the
   * plan, the setting and the storage and calls back into the room; rejects with an AppError.
   */
  request(meetingId: string, organizerId: string, recording: boolean): Promise<void>;
}
