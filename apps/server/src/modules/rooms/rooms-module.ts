import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '#server/app-types.ts';
import { createMediaModule } from '../media/media-module';
import type { MeetingsService } from '../meetings/meetings-service';
import type { MeetingLifecycle } from './meeting-lifecycle';
import { InMemoryRoomDirectory } from './room-directory';
import { createRoomService, type RoomService } from './room-service';
import { DEFAULT_ROOM_TIMING, type RoomTiming } from './room-timing';
import { signalRoutes } from './signal-routes';
import { onSignalSocketError } from './socket-errors';

/** SDP offers are the largest messages (up to 200 kB in the contract). */
const MAX_MESSAGE_BYTES = 256 * 1024;

/**
 * The meeting room: media servers (managed Janus or MEDIA_SERVER_URL), the room service and its
 * signaling WebSocket, wired to the meetings area (host join starts, end closes, sweep sees occupancy).
 */
export async function registerRooms(
  app: FastifyInstance,
  services: AppServices,
  meetings: MeetingsService,
  timing: RoomTiming = DEFAULT_ROOM_TIMING,
): Promise<RoomService> {
  const { config, clock, healthParts, secretKey } = services;
  const media = createMediaModule(config, app.log);
  healthParts.register('media', () => media.pool.status());

  const lifecycle: MeetingLifecycle = {
    load: (meetingId) => meetings.findByRef(meetingId),
    start: (meetingId, actor) => meetings.startFromRoom(meetingId, actor),
    end: (meetingId, actor) => meetings.endFromRoom(meetingId, actor),
    record: (meetingId, kind, actor) => meetings.recordPresence(meetingId, kind, actor),
  };
  const service = createRoomService({
    directory: new InMemoryRoomDirectory(),
    lifecycle,
    pool: media.pool,
    clock,
    secretKey,
    iceServers: config.media.iceServers,
    timing,
    log: app.log.child({ module: 'rooms' }),
  });
  meetings.useRoomOccupancy((meetingId) => service.isOccupied(meetingId));
  meetings.onLifecycle(
    (meetingId, change) =>
      void (change === 'ended' ? service.meetingEnded(meetingId) : service.meetingChanged(meetingId)).catch(
        (error: unknown) => app.log.error({ err: error }, 'room could not follow a meeting change'),
      ),
  );

  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES }, errorHandler: onSignalSocketError });
  await app.register(signalRoutes, {
    service,
    timing,
    clock,
    connectionsPerMinute: config.roomConnectionsPerIpMinute,
  });
  app.addHook('onReady', async () => media.start());
  app.addHook('onClose', async () => {
    await service.closeAll();
    await media.stop();
  });
  return service;
}
