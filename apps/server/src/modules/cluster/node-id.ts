import crypto from 'node:crypto';

/**
 * This process's name among the nodes: NODE_ID when the operator set one (stable across restarts,
 * readable in dashboards), else a random one, so two processes never share a name and the name tells
 * nobody the machine's host name or process id (docs/decisions/049). The node logs it at start.
 */
export function resolveNodeId(configured: string | undefined): string {
  return configured || `node-${crypto.randomBytes(6).toString('hex')}`;
}
