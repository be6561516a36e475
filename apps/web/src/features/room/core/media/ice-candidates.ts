import type { ClientMessage } from '@vm/contracts';

type WireCandidate = Extract<ClientMessage, { type: 'trickle' }>['candidate'];

/** A local candidate as the `trickle` message carries it; null means 'no more candidates'. */
export function toWireCandidate(candidate: RTCIceCandidate | null): WireCandidate {
  if (!candidate || !candidate.candidate) return null;
  return { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex };
}

/**
 * Remote candidates can arrive before the description they belong to (trickle races the answer or
 * the offer); they wait here until the connection has a remote description.
 */
export class RemoteCandidates {
  private waiting: WireCandidate[] = [];

  constructor(private readonly pc: RTCPeerConnection) {}

  async add(candidate: WireCandidate): Promise<void> {
    if (!this.pc.remoteDescription) {
      this.waiting.push(candidate);
      return;
    }
    await this.apply(candidate);
  }

  /** Call right after setRemoteDescription. */
  async flush(): Promise<void> {
    const waiting = this.waiting;
    this.waiting = [];
    for (const candidate of waiting) await this.apply(candidate);
  }

  private async apply(candidate: WireCandidate): Promise<void> {
    try {
      // An empty candidate object is the standard way to say 'end of candidates'.
      await this.pc.addIceCandidate(candidate ?? undefined);
    } catch (error) {
      // A candidate for an m-line that a renegotiation removed; ICE goes on with the others.
      console.warn('An ICE candidate from the server was not usable', error);
    }
  }
}
