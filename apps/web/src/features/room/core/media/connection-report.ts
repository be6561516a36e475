import type { ClientMessage } from '@vm/contracts';
import { readConnectionPath } from './connection-path';

/** Tells the server the path a connection took, or that it failed (metrics, and the host's relayed mark). */
export function reportConnection(
  send: (message: ClientMessage) => boolean,
  which: 'publisher' | 'subscriber',
  pc: RTCPeerConnection | undefined,
): void {
  if (!pc) return;
  if (pc.iceConnectionState === 'failed') {
    send({ type: 'connectionReport', connection: which, outcome: 'failed' });
    return;
  }
  void readConnectionPath(pc)
    .then((path) => {
      if (path) send({ type: 'connectionReport', connection: which, outcome: 'connected', path });
    })
    .catch(() => undefined);
}
