import type { FastifyInstance } from 'fastify';
import { isOperator } from './operator-access';

export const NODE_HEADER = 'x-node-id';

/**
 * A reply to the operator (OPERATOR_TOKEN as bearer token) names the node that made it (X-Node-Id):
 * behind a load balancer the operator, and the cluster tests, see which node answered any request.
 * Nobody else gets it: a node id says how the site is built (docs/decisions/049). onSend runs for
 * errors and not-found replies too.
 */
export function registerNodeHeader(app: FastifyInstance, nodeId: string, operatorToken: string | undefined): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isOperator(request, operatorToken)) reply.header(NODE_HEADER, nodeId);
    return payload;
  });
}
