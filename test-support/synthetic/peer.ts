import { createRequire, syncBuiltinESMExports } from 'node:module';
import { networkInterfaces } from 'node:os';
import {
  RTCPeerConnection,
  useAudioLevelIndication,
  useNACK,
  useOPUS,
  usePLI,
  useREMB,
  useSdesMid,
  useSdesRTPStreamId,
  useVP8,
  type RTCIceCandidate,
} from 'werift';
import type { Signal } from './signal';

type Connection = 'publisher' | 'subscriber';

/**
 * werift's UDP sockets get the kernel's default receive buffer (about 208 kB); one JavaScript thread
 * serving hundreds of them overflows it whenever a burst (keyframes of every camera) meets a busy
 * moment, and the drops would be counted as the media server's loss. 4 MB each (net.core.rmem_max
 * here); ss shows what is still dropped, per process, at the end of a run.
 */
export const RECEIVE_BUFFER_BYTES = 4 * 1024 * 1024;
const dgram = createRequire(import.meta.url)('node:dgram') as typeof import('node:dgram');
const createSocket = dgram.createSocket;
dgram.createSocket = ((type: string | import('node:dgram').SocketOptions, listener?: () => void) =>
  createSocket(
    typeof type === 'string' ? { type: type as 'udp4', recvBufferSize: RECEIVE_BUFFER_BYTES } : type,
    listener,
  )) as typeof dgram.createSocket;
// werift's ESM build imports createSocket by name: make the builtin's ESM exports see the change.
syncBuiltinESMExports();

/**
 * werift gathers no candidate on 127.0.0.0/8 addresses; in the media namespace (e2e/run-in-netns.sh)
 * the only address that reaches Janus is the veth end's 127.1.0.1, so it is added by hand.
 */
const EXTRA_HOST_ADDRESSES = Object.values(networkInterfaces())
  .flatMap((list) => list ?? [])
  .filter((address) => !address.internal && address.family === 'IPv4' && address.address.startsWith('127.'))
  .map((address) => address.address);

/**
 * A werift RTCPeerConnection set up as the web app's are: bundled, VP8 and Opus only, the header
 * extensions Janus's VideoRoom reads (mid, rid for simulcast, RFC 6464 audio level), candidates
 * trickled both ways through our signaling socket.
 */
export function createPeer(signal: Signal, connection: Connection): RTCPeerConnection {
  // One object in both lists: werift numbers the extensions over audio then video, so the mid
  // extension ends up with one id in every m-line, as Chrome writes it. Janus finds a bundled
  // packet's m-line by that one id (with two ids it drops the simulcast layers as unknown SSRCs).
  const mid = useSdesMid();
  const pc = new RTCPeerConnection({
    bundlePolicy: 'max-bundle',
    iceAdditionalHostAddresses: EXTRA_HOST_ADDRESSES,
    codecs: {
      audio: [useOPUS()],
      video: [useVP8({ rtcpFeedback: [useNACK(), usePLI(), useREMB()] })],
    },
    headerExtensions: {
      audio: [mid, useAudioLevelIndication()],
      video: [mid, useSdesRTPStreamId()],
    },
  });
  pc.onIceCandidate.subscribe((candidate?: RTCIceCandidate) => {
    if (signal.closed) return;
    const json = candidate?.toJSON();
    signal.send({
      type: 'trickle',
      connection,
      candidate: json
        ? { candidate: json.candidate ?? '', sdpMid: json.sdpMid, sdpMLineIndex: json.sdpMLineIndex }
        : null,
    });
  });
  const off = signal.on((message) => {
    if (message.type !== 'trickle' || message.connection !== connection || !message.candidate) return;
    const { candidate, sdpMid, sdpMLineIndex } = message.candidate;
    pc.addIceCandidate({ candidate, sdpMid: sdpMid ?? undefined, sdpMLineIndex: sdpMLineIndex ?? undefined }).catch(
      () => {},
    );
  });
  // A connection replaced after mediaReset must not take the next one's candidates.
  pc.connectionStateChange.subscribe((state) => {
    if (state === 'closed') off();
  });
  return pc;
}

export function connected(pc: RTCPeerConnection, timeoutMs = 30_000): Promise<void> {
  if (pc.connectionState === 'connected') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('WebRTC did not connect in time')), timeoutMs);
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') {
        clearTimeout(timer);
        resolve();
      } else if (state === 'failed' || state === 'closed') {
        clearTimeout(timer);
        reject(new Error(`WebRTC ${state}`));
      }
    });
  });
}
