import type { ClientMessage } from '@vm/contracts';
import type { Room } from '../room';
import type { Member } from '../room-state';

type ConnectionReport = Extract<ClientMessage, { type: 'connectionReport' }>;

/**
 * A browser said how one of its connections went: counted for /metrics, and the participant is marked
 * `relayed` while any of their connections goes through TURN, so the host sees who is on a fallback path.
 * What a browser reports about itself changes nothing but that mark and the counts.
 */
export function takeConnectionReport(room: Room, member: Member, report: ConnectionReport): void {
  const { connection } = report;
  if (report.outcome === 'failed') return room.connectionReports?.failed(connection);
  if (!report.path) return;
  room.connectionReports?.connected(connection, report.path);
  const relayedConnections = (member.relayedConnections ??= new Set());
  if (report.path.candidateType === 'relay') relayedConnections.add(connection);
  else relayedConnections.delete(connection);
  const relayed = relayedConnections.size > 0;
  if (relayed === member.participant.relayed) return;
  member.participant.relayed = relayed;
  room.participantUpdated(member);
}
