/**
 * Camera simulcast: three layers so the media server can forward the small one to small tiles and
 * the full one to the speaker view. The media server (Janus) reads rids in the SDP as listed from
 * high to low quality by default ('hml'), so the full layer comes first here.
 */
export const CAMERA_ENCODINGS: RTCRtpEncodingParameters[] = [
  { rid: 'f', scaleResolutionDownBy: 1, maxBitrate: 1_200_000 },
  { rid: 'h', scaleResolutionDownBy: 2, maxBitrate: 400_000 },
  { rid: 'q', scaleResolutionDownBy: 4, maxBitrate: 120_000 },
];

/** A screen share favours sharp text over motion; one layer, more bits. */
export const SCREEN_ENCODINGS: RTCRtpEncodingParameters[] = [{ maxBitrate: 2_500_000 }];

/**
 * VP8 first: simulcast with rids is best supported for it across browsers and by the media server.
 * Browsers without setCodecPreferences keep their own order, which is still valid.
 */
export function preferVp8(transceiver: RTCRtpTransceiver): void {
  const capabilities =
    typeof RTCRtpSender.getCapabilities === 'function' ? RTCRtpSender.getCapabilities('video') : null;
  if (!capabilities || typeof transceiver.setCodecPreferences !== 'function') return;
  const isVp8 = (codec: RTCRtpCodec) => codec.mimeType.toLowerCase() === 'video/vp8';
  const codecs = [...capabilities.codecs.filter(isVp8), ...capabilities.codecs.filter((codec) => !isVp8(codec))];
  try {
    transceiver.setCodecPreferences(codecs);
  } catch (error) {
    console.warn('Could not prefer VP8', error);
  }
}
