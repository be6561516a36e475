import type { ConnectionPath } from '@vm/contracts';
import { reportsOf, selectedPair } from './stats-reports';

const CANDIDATE_TYPES = new Set<ConnectionPath['candidateType']>(['host', 'srflx', 'prflx', 'relay']);
const PROTOCOLS = new Set<ConnectionPath['protocol']>(['udp', 'tcp']);
const RELAY_PROTOCOLS = new Set<NonNullable<ConnectionPath['relayProtocol']>>(['udp', 'tcp', 'tls']);

/**
 * The path a connected peer connection took, from its selected candidate pair's local candidate:
 * direct (host, srflx, prflx) over UDP or ICE-TCP, or through TURN (relay) and how the browser reaches
 * the TURN server. Null while no pair is selected or the browser reports something unknown.
 */
export async function readConnectionPath(pc: RTCPeerConnection): Promise<ConnectionPath | null> {
  const reports = await reportsOf(pc);
  const pair = selectedPair(reports);
  const local = reports.find((report) => report.id === pair?.localCandidateId);
  const candidateType = local?.candidateType as ConnectionPath['candidateType'];
  const protocol = local?.protocol as ConnectionPath['protocol'];
  if (!CANDIDATE_TYPES.has(candidateType) || !PROTOCOLS.has(protocol)) return null;
  const relayProtocol = local?.relayProtocol as ConnectionPath['relayProtocol'];
  if (candidateType !== 'relay' || !relayProtocol || !RELAY_PROTOCOLS.has(relayProtocol)) {
    return { candidateType, protocol };
  }
  return { candidateType, protocol, relayProtocol };
}
