import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SignalConnection } from './signal-connection';
import type { RoomService } from './room-service';
import type { RoomTiming } from './room-timing';

/** The room's one WebSocket: `/api/VideoMeeting/rooms/{meetingCode}/signal` (SIGNAL_PATH in the contracts). */
export const signalRoutes: FastifyPluginAsyncZod<{ service: RoomService; timing: RoomTiming }> = async (
  app,
  { service, timing },
) => {
  app.get(
    '/api/VideoMeeting/rooms/:meetingCode/signal',
    {
      websocket: true,
      schema: {
        summary: 'Room signaling WebSocket (messages: clientMessageSchema / serverMessageSchema)',
        tags: ['rooms'],
        params: z.object({ meetingCode: z.string().min(1).max(64) }),
      },
    },
    (socket, request) => {
      new SignalConnection(socket, request.params.meetingCode, service, timing, request.log);
    },
  );
};
