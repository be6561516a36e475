export interface OfferSection {
  kind: string;
  mid: string | undefined;
  /** The browser sends media on it (sendrecv or sendonly, port not zero). */
  sending: boolean;
}

/** The m-sections of an SDP: enough to check what a publisher's offer would send. */
export function offerSections(sdp: string): OfferSection[] {
  const sections = sdp.split(/\r?\nm=/).slice(1);
  return sections.map((section) => {
    const [firstLine = '', ...lines] = section.split(/\r?\n/);
    const [kind = '', port = '0'] = firstLine.split(' ');
    const attribute = (name: string) => lines.find((line) => line.startsWith(`a=${name}`));
    const mid = attribute('mid:')?.slice('a=mid:'.length).trim();
    const direction = ['sendrecv', 'sendonly', 'recvonly', 'inactive'].find((value) => attribute(value) !== undefined);
    return { kind, mid, sending: port !== '0' && (direction === undefined || direction.startsWith('send')) };
  });
}

/**
 * The DTLS fingerprint identifies the browser's RTCPeerConnection: a different one in a new offer means
 * a new connection (after a reconnect), which needs a new Janus handle rather than a renegotiation.
 */
export function offerFingerprint(sdp: string): string | undefined {
  return /^a=fingerprint:(.+)$/m.exec(sdp)?.[1]?.trim();
}
