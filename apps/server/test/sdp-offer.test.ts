import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offerSections } from '../src/modules/media/sdp-offer';

// A publishing offer captured from Firefox ESR 153: microphone, camera with simulcast, screen. Every
// bundled section after the first has port 0 and `a=bundle-only`.
const firefoxOffer = fs.readFileSync(
  path.join(import.meta.dirname, 'fixtures/firefox-153-publish-offer-mic-camera-screen.sdp'),
  'utf8',
);

const offer = (...sections: string[]) => `v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n${sections.join('')}`;
const section = (kind: string, mid: string, port: number, ...attributes: string[]) =>
  `m=${kind} ${port} UDP/TLS/RTP/SAVPF 111\r\na=mid:${mid}\r\n${attributes.map((a) => `a=${a}\r\n`).join('')}`;

describe('what a publisher offer sends', () => {
  it("sees all three of Firefox's bundled sections (port 0 with bundle-only) as sending", () => {
    expect(offerSections(firefoxOffer)).toEqual([
      { kind: 'audio', mid: '0', sending: true },
      { kind: 'video', mid: '1', sending: true },
      { kind: 'video', mid: '2', sending: true },
    ]);
  });

  it('takes a later section with port 0 and no bundle-only as rejected', () => {
    const sdp = offer(section('audio', '0', 9, 'sendonly'), section('video', '1', 0, 'sendonly'));
    expect(offerSections(sdp).map((s) => s.sending)).toEqual([true, false]);
  });

  it('decides by the direction: recvonly and inactive do not send, no direction means sendrecv', () => {
    const sdp = offer(
      section('audio', '0', 9, 'recvonly'),
      section('video', '1', 0, 'bundle-only', 'inactive'),
      section('video', '2', 0, 'bundle-only'),
      section('video', '3', 0, 'bundle-only', 'sendrecv'),
    );
    expect(offerSections(sdp).map((s) => s.sending)).toEqual([false, false, true, true]);
  });

  it('reads the offer as Janus does, so a contrived one cannot hide a sending section', () => {
    // Janus ignores a session-level direction and takes the first section as live even with port 0.
    const hidden = offer(section('video', '0', 0, 'sendonly')).replace('t=0 0\r\n', 't=0 0\r\na=inactive\r\n');
    expect(offerSections(hidden)).toEqual([{ kind: 'video', mid: '0', sending: true }]);
    // Names without case; `a=inactive:x` is no direction; any sending direction among several counts.
    const sdp = offer(
      section('audio', '0', 9, 'sendonly'),
      section('VIDEO', '1', 0, 'BUNDLE-ONLY', 'SendOnly'),
      section('video', '2', 0, 'bundle-only', 'inactive:x'),
      section('video', '3', 0, 'bundle-only', 'inactive', 'sendonly'),
    );
    expect(offerSections(sdp)).toEqual([
      { kind: 'audio', mid: '0', sending: true },
      { kind: 'video', mid: '1', sending: true },
      { kind: 'video', mid: '2', sending: true },
      { kind: 'video', mid: '3', sending: true },
    ]);
  });
});
