import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerNodeHeader } from '#server/http/node-header.ts';

/**
 * The cluster's part in the app (the module itself, `createClusterModule`, is one of the services every
 * module gets): the node's name on operator replies, and Redis closed on shutdown. Registered first of
 * the modules, so its onClose runs after every module's that uses Redis (onClose runs last-added first).
 */
export async function registerCluster(app: FastifyInstance, { services }: ModuleContext): Promise<void> {
  const { cluster, config } = services;
  app.addHook('onClose', async () => cluster.stop());
  registerNodeHeader(app, cluster.nodeId, config.operatorToken);
}
