/** ICE restarts tried on one connection before the whole session is rebuilt through a rejoin. */
export const MAX_ICE_RESTARTS = 2;

/**
 * What a connection in trouble leads to: an ICE restart, a rejoin over a fresh socket, or the
 * guidance that this network lets no call through.
 */
export type TroubleAction = 'restart' | 'rejoin' | 'unreachable';

/**
 * `everConnected`: some connection of this visit reached connected ICE once. A connection that
 * worked and was lost gets restarts, then a rejoin. When nothing ever connected, the failure came
 * after the browser tried every path it had (UDP and TCP to the media server, the TURN relay;
 * decision records 063 and 065), so a restart over the same network would only keep the spinner
 * going: the person is told why and what to try instead (docs/product.md, the room).
 */
export function troubleAction(restarts: number, everConnected: boolean): TroubleAction {
  if (!everConnected) return 'unreachable';
  return restarts > MAX_ICE_RESTARTS ? 'rejoin' : 'restart';
}
