import crypto from 'node:crypto';
import os from 'node:os';

/**
 * This process's name among the nodes: NODE_ID when the operator set one (stable across restarts,
 * readable in dashboards), else the host name, the process id and a random suffix, so two processes
 * on one machine, or a restarted process that got its old pid back, never share a name.
 */
export function resolveNodeId(configured: string | undefined): string {
  if (configured) return configured;
  const host =
    os
      .hostname()
      .replace(/[^A-Za-z0-9.-]/g, '-')
      .slice(0, 40) || 'node';
  return `${host}-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
}
