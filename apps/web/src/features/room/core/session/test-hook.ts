import type { Subscriber } from '../media/subscriber';

/** What a page receives from one remote stream, as the end-to-end tests read it. */
export interface InboundSummary {
  participantId: string;
  source: string;
  kind: string;
  packetsReceived: number;
  framesDecoded: number;
  totalSamplesReceived: number;
  /** Sum of squared audio levels played out: above zero only when sound (not silence) arrives. */
  totalAudioEnergy: number;
  /** Width of the last decoded video frame: which simulcast layer arrives (0 for audio). */
  frameWidth: number;
}

declare global {
  interface Window {
    /** Set by a test (Playwright's addInitScript) before the page loads; never by the app. */
    __VM_ROOM_TEST__?: boolean;
    /** Read-only inbound media statistics by participant; present only when the flag above is set. */
    __roomStats?: () => Promise<InboundSummary[]>;
  }
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * Exposes `window.__roomStats()` for end-to-end tests, which must prove that media really flows
 * (frames decoded, audio samples received) from each other participant, and at which size (the
 * simulcast layer). It reads getStats of the subscribing connection and names each inbound stream
 * by the offer's mid list. Nothing is exposed unless a test set `window.__VM_ROOM_TEST__` first.
 * Returns the clean-up.
 */
export function exposeTestHook(subscriber: () => Subscriber | null): () => void {
  if (typeof window === 'undefined' || window.__VM_ROOM_TEST__ !== true) return () => undefined;
  window.__roomStats = async () => {
    const current = subscriber();
    if (!current) return [];
    const byMid = new Map(current.currentStreams.map((stream) => [stream.mid, stream]));
    const summaries: InboundSummary[] = [];
    (await current.pc.getStats()).forEach((report: Record<string, unknown>) => {
      const stream = report.type === 'inbound-rtp' ? byMid.get(String(report.mid)) : undefined;
      if (!stream) return;
      summaries.push({
        participantId: stream.participantId,
        source: stream.source,
        kind: stream.kind,
        packetsReceived: count(report.packetsReceived),
        framesDecoded: count(report.framesDecoded),
        totalSamplesReceived: count(report.totalSamplesReceived),
        totalAudioEnergy: count(report.totalAudioEnergy),
        frameWidth: count(report.frameWidth),
      });
    });
    return summaries;
  };
  return () => {
    delete window.__roomStats;
  };
}
