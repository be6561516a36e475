export interface OfferSection {
  kind: string;
  mid: string | undefined;
  /** The media server would take media from the browser on it: live, and sendrecv or sendonly. */
  sending: boolean;
}

/**
 * An SDP's lines as Janus reads them (src/sdp-utils.c): split at LF and cut at the first CR. The
 * permission check must see the offer as the media server that acts on it does, so that an offer
 * written to confuse one parser cannot send what the check did not see.
 */
function sdpLines(sdp: string): string[] {
  return sdp.split('\n').map((line) => line.split('\r')[0] ?? '');
}

/** `a=name` or `a=name:value`; names compare without case, as in Janus. */
function attributeOf(line: string): { name: string; value: string | undefined } | undefined {
  if (!line.startsWith('a=')) return undefined;
  const colon = line.indexOf(':');
  if (colon < 0) return { name: line.slice(2).toLowerCase(), value: undefined };
  return { name: line.slice(2, colon).toLowerCase(), value: line.slice(colon + 1) };
}

type Attribute = NonNullable<ReturnType<typeof attributeOf>>;

/**
 * Port 0 rejects or disables a section, except with `a=bundle-only`: then it is a live member of the
 * BUNDLE group (RFC 8843 section 6), as Firefox writes every bundled section after the first. Janus
 * also takes the first section as live whatever its port.
 */
function isLive(index: number, port: string | undefined, attributes: Attribute[]): boolean {
  return Number(port) !== 0 || index === 0 || attributes.some((a) => a.name === 'bundle-only');
}

/**
 * No direction attribute means sendrecv (RFC 8866 section 6.7). A session-level direction is not
 * applied because Janus ignores it (a session-level `a=inactive` must not hide sections Janus
 * receives); browsers write a direction in every section. Janus keeps the last of several
 * directions; here any sending one counts, so a contrived offer errs towards being checked.
 */
function isSending(attributes: Attribute[]): boolean {
  const directions = attributes
    .filter((a) => a.value === undefined && ['sendrecv', 'sendonly', 'recvonly', 'inactive'].includes(a.name))
    .map((a) => a.name);
  return directions.length === 0 || directions.includes('sendrecv') || directions.includes('sendonly');
}

/** The m-sections of an SDP: enough to check what a publisher's offer would send. */
export function offerSections(sdp: string): OfferSection[] {
  const sections: string[][] = [];
  for (const line of sdpLines(sdp)) {
    if (line.startsWith('m=')) sections.push([line]);
    else sections.at(-1)?.push(line);
  }
  return sections.map(([mLine = '', ...lines], index) => {
    // `m=<media> <port> ...`, split on any whitespace as Janus's sscanf does; media types without case.
    const [kind = '', port] = mLine.slice('m='.length).split(/\s+/);
    const attributes = lines.map(attributeOf).filter((a): a is Attribute => a !== undefined);
    // The first mid counts: Janus ignores a later one.
    const mid = attributes.find((a) => a.name === 'mid')?.value;
    return { kind: kind.toLowerCase(), mid, sending: isLive(index, port, attributes) && isSending(attributes) };
  });
}

/**
 * The DTLS fingerprint identifies the browser's RTCPeerConnection: a different one in a new offer means
 * a new connection (after a reconnect), which needs a new Janus handle rather than a renegotiation.
 */
export function offerFingerprint(sdp: string): string | undefined {
  return /^a=fingerprint:(.+)$/m.exec(sdp)?.[1]?.trim();
}
