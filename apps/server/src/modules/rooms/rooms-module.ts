import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { createMediaModule } from '../media/media-module';
import { createTurnRelay } from '../media/turn/turn-relay';
import { registerMediaServerMetrics } from '../metrics/media-server-metrics';
import { asMeetingId } from '../meetings/meeting-ids';
import type { MeetingsService } from '../meetings/meetings-service';
import type { RecordingControl } from '../recordings/recording-control';
import type { MeetingLifecycle } from './meeting-lifecycle';
import { InMemoryRoomDirectory } from './room-directory';
import { createRoomService, type RoomService } from './room-service';
import { DEFAULT_ROOM_TIMING, type RoomTiming } from './room-timing';
import { RoomCluster } from './cluster/room-cluster';
import type { MeetingLifecycleChange } from './cluster/relay-messages';
import { createRoomRecordingPort } from './media/room-recording-port';
import { registerRoomMetrics } from './room-metrics';
import { SignalConnection } from './signaling/signal-connection';
import { signalRoutes } from './signaling/signal-routes';
import { CLOSE_RECONNECT, type SignalSocket } from './signaling/signal-socket';
import { onSignalSocketError } from './signaling/socket-errors';

/** SDP offers are the largest messages (up to 200 kB in the contract). */
const MAX_MESSAGE_BYTES = 256 * 1024;
/**
 * A room owner's claim, and a node's heartbeat: a dead node's rooms are free within this. Renewed
 * every second, so a node must stall for 8 s to lose its rooms, and the others notice a second later.
 */
export const ROOM_LEASE_MS = 8_000;
const ROOM_TEND_MS = 1_000;
/** A recording room says it is alive this often; the recordings area takes 4 missed ones for a dead node. */
export const RECORDING_HEARTBEAT_MS = 15_000;

/**
 * The meeting room: media servers (managed Janus or MEDIA_SERVER_URL), the room service and its
 * signaling WebSocket, wired to the meetings area (host join starts, end closes, sweep sees occupancy).
 */
export async function registerRooms(
  app: FastifyInstance,
  { services, uses }: ModuleContext<object, { meetings: MeetingsService; recordings: RecordingControl }>,
): Promise<RoomService> {
  const { meetings, recordings } = uses;
  const timing: RoomTiming = DEFAULT_ROOM_TIMING;
  const { config, clock, healthParts, secretKey } = services;
  // With REDIS_URL the rooms find each other's nodes (docs/decisions/029).
  const { redis, nodeId } = services.cluster;
  const link = redis && { redis, nodeId };
  const media = createMediaModule(config, app.log);
  // Browsers that cannot reach the media server directly relay through TURN (decision record 063).
  const turn = createTurnRelay(config, app.log);
  healthParts.register('media', () => media.pool.status());
  healthParts.register('turn', () => turn.status());
  registerMediaServerMetrics(services.metrics.registry, media.pool);

  const lifecycle: MeetingLifecycle = {
    load: (meetingId) => meetings.findById(asMeetingId(meetingId)),
    start: (meetingId, actor) => meetings.startFromRoom(meetingId, actor),
    end: (meetingId, actor) => meetings.endFromRoom(meetingId, actor),
    record: (meetingId, presence) => meetings.recordPresence(meetingId, presence),
  };
  // Read at each scrape, by then `service` and `cluster` exist.
  const metrics = registerRoomMetrics(services.metrics.registry, {
    rooms: () => service.rooms(),
    relay: link && (() => cluster?.relayed ?? { in: 0, out: 0, messagesSent: 0 }),
  });
  const service = createRoomService({
    directory: new InMemoryRoomDirectory(),
    lifecycle,
    pool: media.pool,
    clock,
    secretKey,
    iceServers: (participantId, now, requestHost) => [
      ...config.media.iceServers,
      ...turn.iceServersFor(participantId, now, requestHost),
    ],
    connectionReports: metrics.connectionReports,
    timing,
    recording: {
      events: recordings.events,
      settings: { segmentMs: config.recordings.segmentMs, heartbeatMs: RECORDING_HEARTBEAT_MS },
      request: (meetingId, organizerId, recording) => recordings.requestFromRoom(meetingId, organizerId, recording),
    },
    stage: { maxSpeakers: config.stageMaxSpeakers },
    log: app.log.child({ module: 'rooms' }),
  });
  const log = app.log.child({ module: 'rooms' });
  const follow = (meetingId: string, change: MeetingLifecycleChange) =>
    void (change === 'ended' ? service.meetingEnded(meetingId) : service.meetingChanged(meetingId)).catch(
      (error: unknown) => app.log.error({ err: error }, 'room could not follow a meeting change'),
    );
  const connect = (socket: SignalSocket, meetingCode: string) =>
    void new SignalConnection(socket, meetingCode, service, timing, clock, log, metrics);
  const cluster = link
    ? await RoomCluster.start({
        ...link,
        secretKey,
        leaseMs: ROOM_LEASE_MS,
        tendMs: ROOM_TEND_MS,
        firstFrameMs: timing.joinDeadlineMs,
        log,
        connect,
        ownedRooms: () => service.ownedMeetingIds(),
        closeRoom: (meetingId) => service.handOver(meetingId, CLOSE_RECONNECT),
        lifecycle: follow,
        answer: (meetingId, question) => recordingPort.answer(meetingId, question),
      })
    : undefined;
  const recordingPort = createRoomRecordingPort({
    localRoom: (meetingId) => service.liveRoom(meetingId),
    askOwner: cluster && ((meetingId, question, timedOut) => cluster.askOwner(meetingId, question, timedOut)),
    log,
  });
  recordings.useRooms(recordingPort);

  // The status job asks whether a meeting's room is occupied; a room on another node counts too.
  meetings.useRoomOccupancy(
    async (meetingId) => service.isOccupied(meetingId) || ((await cluster?.hasRoom(meetingId)) ?? false),
  );
  // Rooms follow their meetings' events (decision record 054); a room on another node hears through its
  // owner. Never awaited: a request that changed a meeting does not wait for its room.
  const toRoom = (meetingId: string, change: MeetingLifecycleChange) => {
    if (service.ownedMeetingIds().includes(meetingId) || !cluster) return follow(meetingId, change);
    void cluster
      .forwardLifecycle(meetingId, change)
      .catch((error: unknown) => log.warn({ err: error }, 'could not tell the room owner about a meeting change'));
  };
  meetings.events.on('meeting.started', ({ meetingId }) => toRoom(meetingId, 'started'));
  meetings.events.on('meeting.updated', ({ meetingId }) => toRoom(meetingId, 'updated'));
  meetings.events.on('meeting.ended', ({ meeting }) => toRoom(meeting.id, 'ended'));

  // Before the WebSocket plugin's own preClose closes every socket: this node's rooms move first
  // (claims released, sockets closed with the reconnect code), so clients find them elsewhere.
  if (cluster) app.addHook('preClose', () => cluster.drain());
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES }, errorHandler: onSignalSocketError });
  await registerApiRoutes(app, signalRoutes, {
    accept: cluster ? (socket, meetingCode) => cluster.accept(socket, meetingCode) : connect,
    timing,
    clock,
    connectionLimit: services.cluster.rateLimit('room-connections', config.roomConnectionsPerIpMinute),
  });
  app.addHook('onReady', async () => {
    media.start();
    turn.start();
  });
  app.addHook('onClose', async () => {
    await cluster?.stop();
    await service.closeAll();
    await media.stop();
    await turn.stop();
  });
  return service;
}
