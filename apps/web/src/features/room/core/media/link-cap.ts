import type { VideoQuality } from '@vm/contracts';

/** What one stats sample says about the subscribing link; null where the browser did not report it. */
export interface LinkSample {
  /** Lost share of the packets expected since the previous sample, 0..1. */
  lossRatio: number | null;
  /** The browser's own estimate of what it can receive, bits per second (not every browser has it). */
  availableIncomingBitrate: number | null;
}

const LAYERS: readonly VideoQuality[] = ['low', 'medium', 'high'];
const rank = (quality: VideoQuality) => LAYERS.indexOf(quality);

/** Loss that retransmissions stop hiding: the link carries less than it is sent. */
export const DOWN_LOSS = 0.05;
/** Loss under which a sample counts as clean, towards climbing back. */
export const CLEAN_LOSS = 0.01;
/** Between two steps down, so one burst of loss (or of slow_link events) costs one layer. */
export const STEP_DOWN_HOLD_MS = 4_000;
/** Clean samples for this long before trying the next layer up, as a congestion controller probes. */
export const CLIMB_AFTER_MS = 15_000;

/**
 * The highest layer a receive estimate carries. A page of tiles at the low layer needs about 150
 * kbit/s each; one camera at the high layer about 1.2 Mbit/s (simulcast.ts's bitrates).
 */
export function layerForBitrate(bitsPerSecond: number): VideoQuality {
  if (bitsPerSecond < 500_000) return 'low';
  return bitsPerSecond < 1_500_000 ? 'medium' : 'high';
}

/**
 * The highest simulcast layer this subscriber asks for while its link is weak. Janus 1.1 estimates no
 * bandwidth per subscriber, so the signals are the browser's own: loss in its stats, its receive
 * estimate where it reports one, and Janus's slow_link (many retransmission requests). Any of them
 * steps the cap down one layer (at most one step per hold); clean samples for a while step it up
 * again, one layer at a time.
 */
export class LinkCap {
  private current: VideoQuality = 'high';
  private lastDownAt = Number.NEGATIVE_INFINITY;
  private cleanSince: number | null = null;

  get cap(): VideoQuality {
    return this.current;
  }

  /** The media server's slow_link for this subscription. Returns the cap. */
  slowLink(now: number): VideoQuality {
    this.cleanSince = null;
    return this.stepDown(now);
  }

  /** A stats sample of the subscribing connection. Returns the cap. */
  sample({ lossRatio, availableIncomingBitrate }: LinkSample, now: number): VideoQuality {
    const estimate = availableIncomingBitrate === null ? null : layerForBitrate(availableIncomingBitrate);
    const lossy = lossRatio !== null && lossRatio >= DOWN_LOSS;
    const overEstimate = estimate !== null && rank(estimate) < rank(this.current);
    if (lossy || overEstimate) {
      this.cleanSince = null;
      return this.stepDown(now);
    }
    const clean = lossRatio !== null && lossRatio < CLEAN_LOSS;
    if (!clean) {
      this.cleanSince = null;
      return this.current;
    }
    this.cleanSince ??= now;
    const roomAbove = estimate === null || rank(estimate) > rank(this.current);
    if (roomAbove && this.current !== 'high' && now - this.cleanSince >= CLIMB_AFTER_MS) {
      this.current = LAYERS[rank(this.current) + 1]!;
      this.cleanSince = now;
    }
    return this.current;
  }

  private stepDown(now: number): VideoQuality {
    if (this.current === 'low' || now - this.lastDownAt < STEP_DOWN_HOLD_MS) return this.current;
    this.current = LAYERS[rank(this.current) - 1]!;
    this.lastDownAt = now;
    return this.current;
  }
}
