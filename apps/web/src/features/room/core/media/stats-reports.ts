/** Reading a peer connection's getStats() reports. */

export type Report = Record<string, unknown> & { type: string; id: string };

export const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export async function reportsOf(pc: RTCPeerConnection | null): Promise<Report[]> {
  if (!pc || pc.connectionState === 'closed') return [];
  const reports: Report[] = [];
  (await pc.getStats()).forEach((report: Report) => reports.push(report));
  return reports;
}

/** The candidate pair ICE is using: the transport names it; the nominated succeeded pair otherwise. */
export function selectedPair(reports: Report[]): Report | undefined {
  const transport = reports.find((report) => report.type === 'transport' && report.selectedCandidatePairId);
  const byTransport = reports.find((report) => report.id === transport?.selectedCandidatePairId);
  return byTransport ?? reports.find((report) => report.type === 'candidate-pair' && report.nominated === true);
}
