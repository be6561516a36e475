import type { FastifyBaseLogger } from 'fastify';
import type { IceServer } from '#server/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import { sha256 } from '#server/lib/hashing.ts';
import type { MediaPool } from '../media/media-pool';
import { readSignedJoinToken } from '../meetings/join-token';
import { codeReaches } from '../meetings/meeting-code';
import type { MeetingLifecycle } from './meeting-lifecycle';
import { Room } from './room';
import type { ConnectionReports, RoomDeps, RoomRecordingDeps } from './room-deps';
import { joinRoom } from './admission/room-admission';
import { MESSAGES } from './admission/room-entry';
import type { RoomDirectory } from './room-directory';
import type { RoomTiming } from './room-timing';
import type { Binding, JoinMessage, RoomPeer } from './room-types';

export interface RoomServiceDeps {
  directory: RoomDirectory;
  lifecycle: MeetingLifecycle;
  pool: MediaPool;
  clock: Clock;
  secretKey: string;
  iceServers(participantId: string, now: Date, requestHost?: string): IceServer[];
  connectionReports?: ConnectionReports;
  timing: RoomTiming;
  recording: RoomRecordingDeps;
  stage: { maxSpeakers: number };
  log: FastifyBaseLogger;
}

/** Finds or opens the room a join token names and lets the person in (or not). */
export function createRoomService(deps: RoomServiceDeps) {
  const { directory, lifecycle, clock } = deps;
  const roomDeps: RoomDeps = {
    clock,
    pool: deps.pool,
    iceServers: deps.iceServers,
    connectionReports: deps.connectionReports,
    lifecycle,
    timing: deps.timing,
    recording: deps.recording,
    stage: deps.stage,
    log: deps.log,
    // Only a room that has closed is forgotten: a newer one may be listed under the meeting by now.
    onEmpty: (meetingId) => {
      const room = directory.get(meetingId);
      if (room?.disposed) directory.delete(meetingId, room);
    },
  };

  const liveRooms = () => directory.all().filter((room) => !room.disposed);

  return {
    async join(
      meetingCode: string,
      peer: RoomPeer,
      message: JoinMessage,
    ): Promise<{ room: Room; binding: Binding } | undefined> {
      const claims = readSignedJoinToken(deps.secretKey, message.token);
      // A join token lives 15 minutes; after that it only resumes the participant it let in (the
      // resume key decides, in joinRoom), so a long meeting survives a network drop.
      const expired = claims !== undefined && claims.exp <= clock.now().getTime();
      const meeting = claims && (!expired || message.resumeKey) ? await lifecycle.load(claims.m) : undefined;
      if (!claims || !meeting || !codeReaches(meeting, meetingCode)) {
        peer.send({ type: 'refused', reason: 'invalid-token', message: MESSAGES.invalidToken });
        peer.close();
        return undefined;
      }
      const identity = {
        name: message.displayName ?? claims.name,
        email: claims.email.toLowerCase(),
        role: claims.role,
        userId: claims.uid,
        invitationId: claims.inv,
        joinKey: sha256(message.token),
      };
      for (;;) {
        let room = directory.get(meeting.id);
        if (!room || room.disposed) {
          room = new Room(meeting, roomDeps);
          directory.set(meeting.id, room);
        } else room.update(meeting);
        const binding = await joinRoom(room, peer, identity, { lobby: claims.lobby, expired }, message);
        if (binding !== 'retry') return binding && { room, binding };
      }
    },

    /** Someone is in the room (or about to come back): the status sweep must not end it as empty. */
    isOccupied(meetingId: string): boolean {
      const room = directory.get(meetingId);
      return room !== undefined && room.occupied;
    },

    /** The meeting ended elsewhere (the dashboard's End, the status sweep): close its room. */
    async meetingEnded(meetingId: string): Promise<void> {
      await directory.get(meetingId)?.end('ended');
    },

    /** The meeting changed elsewhere (started from the dashboard, settings edited). */
    async meetingChanged(meetingId: string): Promise<void> {
      const room = directory.get(meetingId);
      const meeting = room && (await lifecycle.load(meetingId));
      if (room && meeting) room.update(meeting);
    },

    /** The meeting's room if it is live on this node. */
    liveRoom(meetingId: string): Room | undefined {
      const room = directory.get(meetingId);
      return room && !room.disposed && !room.ended ? room : undefined;
    },

    /** The rooms live on this node. */
    rooms: liveRooms,

    /** Meeting ids of the rooms live on this node. */
    ownedMeetingIds(): string[] {
      return liveRooms().map((room) => room.meetingId);
    },

    /** The room moves to another node: its sockets close with `code` and this node forgets it. */
    async handOver(meetingId: string, code: number): Promise<void> {
      const room = directory.get(meetingId);
      if (!room) return;
      directory.delete(meetingId, room);
      await room.handOver(code);
    },

    async closeAll(): Promise<void> {
      await Promise.all(directory.all().map((room) => room.media.close()));
      for (const room of directory.all()) room.closeSockets();
    },
  };
}

export type RoomService = ReturnType<typeof createRoomService>;
