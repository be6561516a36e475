// The clear part of an SRTP packet. SRTP (RFC 3711) encrypts only the payload: the RTP header, its
// CSRCs and header extensions travel as they are, followed by the encrypted payload and the
// authentication tag. The load tool's receivers count what they need (SSRC, sequence number,
// timestamp, marker, payload size) from there without decrypting (decision record 025).

export interface RtpHeaderFields {
  payloadType: number;
  marker: boolean;
  sequenceNumber: number;
  timestamp: number;
  ssrc: number;
  /** Bytes before the payload: fixed header, CSRCs, header extension. */
  headerLength: number;
}

/** SRTP authentication tag after the payload, by protection profile (werift's numbers, RFC 5764). */
export const SRTP_TAG_BYTES: Record<number, number> = {
  /** SRTP_AES128_CM_HMAC_SHA1_80 */
  1: 10,
  /** SRTP_AEAD_AES_128_GCM (the tag is the GCM tag) */
  7: 16,
};

/**
 * The header of an RTP packet, or undefined for anything else on the bundled 5-tuple: DTLS and STUN
 * (first byte outside 128-191), RTCP (RFC 5761: second byte 192-223), or a packet too short for
 * the header it announces.
 */
export function readRtpHeader(data: Buffer): RtpHeaderFields | undefined {
  if (data.length < 12) return undefined;
  const first = data[0]!;
  const second = data[1]!;
  if (first >> 6 !== 2 || (second >= 192 && second <= 223)) return undefined;
  let headerLength = 12 + (first & 0x0f) * 4;
  if (first & 0x10) {
    if (data.length < headerLength + 4) return undefined;
    headerLength += 4 + data.readUInt16BE(headerLength + 2) * 4;
  }
  if (data.length < headerLength) return undefined;
  return {
    payloadType: second & 0x7f,
    marker: (second & 0x80) !== 0,
    sequenceNumber: data.readUInt16BE(2),
    timestamp: data.readUInt32BE(4),
    ssrc: data.readUInt32BE(8),
    headerLength,
  };
}
