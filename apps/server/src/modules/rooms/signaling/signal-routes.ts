import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddressKey } from '#server/lib/client-address-key.ts';
import { requestHost } from '#server/lib/request-host.ts';
import type { Clock } from '#server/lib/clock.ts';
import { AppError } from '#server/http/app-error.ts';
import type { RateLimit } from '#server/lib/rate-limit.ts';
import { keepAlive, webSocketSignal, type SignalSocket } from './signal-socket';
import type { RoomTiming } from '../room-timing';

/** The room's one WebSocket: `/rooms/{meetingCode}/signal` under the API (SIGNAL_PATH in the contracts). */
export const TOO_MANY_CONNECTIONS = 'Too many connections from your network. Please wait a moment and try again.';

export interface SignalRouteOptions {
  /** Takes a new socket: into its room on this node, or relayed to the node that has the room. */
  accept: (socket: SignalSocket, meetingCode: string) => void;
  timing: RoomTiming;
  clock: Clock;
  /** New signaling sockets per client address and minute (ROOM_CONNECTIONS_PER_IP_MINUTE), on all nodes together. */
  connectionLimit: RateLimit;
}

export const signalRoutes: FastifyPluginAsyncZod<SignalRouteOptions> = async (
  app,
  { accept, timing, clock, connectionLimit },
) => {
  // A room socket costs a token check, a database read and, once joined, media-server handles, so a
  // flood from one address must not reach that far. Generous on purpose: an office behind one NAT
  // address sends everyone through it, and every reconnect opens a socket.
  app.get(
    '/rooms/:meetingCode/signal',
    {
      websocket: true,
      schema: {
        summary: 'Room signaling WebSocket (messages: clientMessageSchema / serverMessageSchema)',
        tags: ['rooms'],
        params: z.object({ meetingCode: z.string().min(1).max(64) }),
      },
      // Before the upgrade, so a refused client gets a plain 429 reply with Retry-After.
      preValidation: async (request) => {
        // Per IPv4 address or IPv6 /64 (decision record 007): one network's addresses share a budget.
        const taken = await connectionLimit.take(clientAddressKey(request.ip) ?? request.ip, clock.now().getTime());
        if (!taken.allowed)
          throw AppError.tooManyRequests('TOO_MANY_CONNECTIONS', TOO_MANY_CONNECTIONS, taken.retryAfterSeconds);
      },
    },
    (socket, request) => {
      // Pinged here, where the browser's socket is, whichever node has its room.
      keepAlive(socket, timing.pingIntervalMs);
      accept(webSocketSignal(socket, requestHost(request.host)), request.params.meetingCode);
    },
  );
};
