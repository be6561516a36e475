import { lossBetween, rateConnection, type ConnectionQuality, type PacketCounters } from './connection-quality';
import { numberOr, reportsOf, selectedPair, type Report } from './stats-reports';

const SAMPLE_EVERY_MS = 3_000;

function inboundCounters(reports: Report[]): PacketCounters | null {
  const inbound = reports.filter((report) => report.type === 'inbound-rtp');
  if (inbound.length === 0) return null;
  return inbound.reduce(
    (sum, report) => ({
      received: sum.received + (numberOr(report.packetsReceived) ?? 0),
      lost: sum.lost + (numberOr(report.packetsLost) ?? 0),
    }),
    { received: 0, lost: 0 },
  );
}

/**
 * Samples both connections every few seconds: round-trip time and available send bitrate from the
 * publisher's candidate pair, packet loss from what the subscriber received since the last sample,
 * and the subscriber's receive estimate where the browser reports one.
 */
export class StatsSampler {
  private timer: ReturnType<typeof setInterval> | null = null;
  private previous: PacketCounters | null = null;

  constructor(
    private readonly connections: () => { publisher: RTCPeerConnection | null; subscriber: RTCPeerConnection | null },
    private readonly onSample: (quality: ConnectionQuality) => void,
  ) {}

  start(): void {
    this.stop();
    this.timer = setInterval(() => void this.sample().catch(() => undefined), SAMPLE_EVERY_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.previous = null;
  }

  private async sample(): Promise<void> {
    const { publisher, subscriber } = this.connections();
    const [sent, received] = await Promise.all([reportsOf(publisher), reportsOf(subscriber)]);
    const pair = selectedPair(sent) ?? selectedPair(received);
    const rtt = numberOr(pair?.currentRoundTripTime);
    const counters = inboundCounters(received);
    const lossRatio = counters ? lossBetween(this.previous, counters) : null;
    this.previous = counters;
    this.onSample(
      rateConnection({
        rttMs: rtt === null ? null : Math.round(rtt * 1000),
        lossRatio,
        availableOutgoingBitrate: numberOr(selectedPair(sent)?.availableOutgoingBitrate),
        availableIncomingBitrate: numberOr(selectedPair(received)?.availableIncomingBitrate),
      }),
    );
  }
}
