import type { FastifyInstance } from 'fastify';

export const NODE_HEADER = 'x-node-id';

/**
 * Every reply names the node that made it (X-Node-Id): behind a load balancer, operators and tests
 * see which node answered. onSend runs for errors and not-found replies too. A node id is not a
 * secret: it is the host name and process, or the operator's NODE_ID.
 */
export function registerNodeHeader(app: FastifyInstance, nodeId: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(NODE_HEADER, nodeId);
    return payload;
  });
}
