// Spike: one werift publisher (simulcast f/h/q + Opus with audio level) and one receive-only werift
// subscriber through our signaling to the managed Janus. Run inside the media namespace:
//   e2e/run-in-netns.sh npx tsx bench/sfu-load/spike.ts
import { createMeeting, guestJoinUrl, hostJoinUrl, setPlan, signUp } from '../../e2e/media/support/product-api';
import { makeFixtures, VIDEO_LAYERS } from './make-fixtures.mjs';
import { readIvf, readOggOpus } from './media-files';
import { SyntheticParticipant } from './participant';
import type { Fixtures } from './publisher';
import { startLoadServer } from './server';

const paths = makeFixtures();
const fixtures: Fixtures = {
  video: VIDEO_LAYERS.map((layer) => {
    const ivf = readIvf(paths.video[layer.rid]!);
    return { rid: layer.rid, fps: ivf.fps, frames: ivf.frames };
  }),
  audio: readOggOpus(paths.audio),
};
const server = await startLoadServer({ RTC_MIN_PORT: '31000', RTC_MAX_PORT: '31999' });
try {
  const host = await signUp(server, 'Load Host');
  setPlan(server.dataDir, host, 'enterprise');
  const meeting = await createMeeting(server.baseUrl, host, { isPublic: true, maxParticipants: 1000 });
  const pub = await SyntheticParticipant.join({
    baseUrl: server.baseUrl,
    joinLink: await hostJoinUrl(server.baseUrl, host, meeting.id),
    name: 'Host',
    publish: true,
    talking: true,
    rids: ['f', 'h', 'q'],
    fixtures,
    maxCameras: 25,
  });
  const timer = setInterval(() => pub.publisher?.tick(performance.now()), 10);
  const sub = await SyntheticParticipant.join({
    baseUrl: server.baseUrl,
    joinLink: await guestJoinUrl(server.baseUrl, meeting.id, 'Viewer'),
    name: 'Viewer',
    publish: false,
    talking: false,
    rids: [],
    fixtures,
    maxCameras: 25,
  });
  const speakers: unknown[] = [];
  sub.signal.on((m) => m.type === 'activeSpeaker' && speakers.push(m.participantId));
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  clearInterval(timer);
  console.log('publisher sent', pub.publisher?.stats, 'offers', sub.subscriber.offers, sub.subscriber.streams);
  console.log('first packet ms', {
    audio: (sub.subscriber.firstPacketAt.audio ?? NaN) - sub.joinSentAt,
    video: (sub.subscriber.firstPacketAt.video ?? NaN) - sub.joinSentAt,
  });
  for (const [ssrc, c] of sub.subscriber.counts) console.log(ssrc, { ...c, lastTransit: undefined });
  console.log('totals', sub.subscriber.totals(), 'active speaker events', speakers, 'host id', pub.id);
  pub.close();
  sub.close();
} finally {
  await server.stop();
}
