import type { FastifyBaseLogger } from 'fastify';
import type { IceServer } from '#server/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { MediaPool } from '../media/media-pool';
import type { MeetingLifecycle } from './meeting-lifecycle';
import type { RoomTiming } from './room-timing';

export interface RoomDeps {
  clock: Clock;
  pool: MediaPool;
  iceServers: IceServer[];
  lifecycle: MeetingLifecycle;
  timing: RoomTiming;
  log: FastifyBaseLogger;
  /** The meeting's room has nobody left (or ended): forget it. */
  onEmpty(meetingId: string): void;
}
