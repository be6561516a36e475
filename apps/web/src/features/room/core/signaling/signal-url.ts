import { SIGNAL_PATH } from '@vm/contracts';

/**
 * The signaling WebSocket lives on the page's own origin; ws:// under http:// and wss:// under
 * https://, because a secure page may not open an insecure socket.
 */
export function signalUrl(meetingCode: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${SIGNAL_PATH(meetingCode)}`;
}
