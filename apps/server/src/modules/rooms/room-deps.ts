import type { FastifyBaseLogger } from 'fastify';
import type { ServerMessage } from '@vm/contracts';
import type { IceServer } from '#server/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { MediaPool } from '../media/media-pool';
import type { MeetingLifecycle } from './meeting-lifecycle';
import type { Room } from './room';
import type { RoomTiming } from './room-timing';

export interface RoomDeps {
  clock: Clock;
  pool: MediaPool;
  iceServers: IceServer[];
  lifecycle: MeetingLifecycle;
  timing: RoomTiming;
  log: FastifyBaseLogger;
  /** The room has nobody left: forget it. */
  onEmpty(room: Room): void;
}

export type EndReason = Extract<ServerMessage, { type: 'roomEnded' }>['reason'];

export const END_MESSAGES: Record<EndReason, string> = {
  host: 'The host ended the meeting',
  'time-limit': 'The meeting reached its time limit',
  ended: 'The meeting has ended',
};
