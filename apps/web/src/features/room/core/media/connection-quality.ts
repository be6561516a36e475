/** What one stats sample says about the connection; null where the browser did not report it. */
export interface ConnectionSample {
  rttMs: number | null;
  /** Lost share of the packets expected since the previous sample, 0..1. */
  lossRatio: number | null;
  /** The congestion controller's estimate for what we may send, bits per second. */
  availableOutgoingBitrate: number | null;
  /** The browser's estimate of what it can receive on the subscribing link, where it reports one. */
  availableIncomingBitrate?: number | null;
}

export type QualityLevel = 'good' | 'fair' | 'poor' | 'unknown';

export interface ConnectionQuality extends ConnectionSample {
  level: QualityLevel;
}

// Thresholds in the spirit of ITU-T G.114 (150 ms one-way is fine for conversation) and the
// loss rates at which Opus FEC and video NACK stop hiding errors.
const FAIR = { rttMs: 300, loss: 0.02, bitrate: 300_000 };
const POOR = { rttMs: 600, loss: 0.08, bitrate: 100_000 };

/** The worst of the three signals decides: one bad number is what the user notices. */
export function rateConnection(sample: ConnectionSample): ConnectionQuality {
  const { rttMs, lossRatio, availableOutgoingBitrate: bitrate } = sample;
  if (rttMs === null && lossRatio === null && bitrate === null) return { ...sample, level: 'unknown' };
  const poor =
    (rttMs !== null && rttMs >= POOR.rttMs) ||
    (lossRatio !== null && lossRatio >= POOR.loss) ||
    (bitrate !== null && bitrate < POOR.bitrate);
  if (poor) return { ...sample, level: 'poor' };
  const fair =
    (rttMs !== null && rttMs >= FAIR.rttMs) ||
    (lossRatio !== null && lossRatio >= FAIR.loss) ||
    (bitrate !== null && bitrate < FAIR.bitrate);
  return { ...sample, level: fair ? 'fair' : 'good' };
}

/** Counters of inbound RTP summed over streams; the loss between two samples. */
export interface PacketCounters {
  received: number;
  lost: number;
}

export function lossBetween(previous: PacketCounters | null, current: PacketCounters): number | null {
  if (!previous) return null;
  const received = current.received - previous.received;
  const lost = current.lost - previous.lost;
  const expected = received + lost;
  // Counters restart with a new connection; a negative or empty interval says nothing.
  if (expected <= 0 || received < 0 || lost < 0) return null;
  return lost / expected;
}
