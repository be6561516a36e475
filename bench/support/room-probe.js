/* global window, document, Element, RTCPeerConnection */
// Init script of bench/room.ts, run in every page before the web app loads (addInitScript). A plain
// browser file rather than a TypeScript function: tsx would wrap inner functions in a `__name`
// helper that does not exist in the page. It reads window.__BENCH_RECEIVE_ONLY__, set by the
// init script added just before this one, and defines window.__bench:
//   - turns on the room's test hook (window.__roomStats) as the e2e tests do;
//   - a receive-only participant's getUserMedia fails as if camera and microphone were blocked;
//   - a publisher's camera is captured at exactly 640x360: the web app asks for 1280x720 (ideal),
//     and Chromium's fake camera has no flag for its size, so the constraints are narrowed here;
//   - remembers the camera tracks and every RTCPeerConnection, to read capture and send figures;
//   - notes when 'Join now' is clicked and when the first remote video frame is decoded after it,
//     both in the page's own clock, so the Playwright round trips do not count.

const SIZE = { width: 640, height: 360 };
const FIRST_FRAME_POLL_MS = 50;

window.__VM_ROOM_TEST__ = true;

const bench = {
  joinClickedAt: null,
  firstFrameAt: null,
  cameras: [],
  connections: [],
};
window.__bench = bench;

if (window.__BENCH_RECEIVE_ONLY__) {
  navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Blocked', 'NotAllowedError'));
} else {
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const wanted = { ...constraints };
    if (wanted.video) {
      const asked = typeof wanted.video === 'object' ? wanted.video : {};
      wanted.video = { ...asked, width: { exact: SIZE.width }, height: { exact: SIZE.height } };
    }
    const stream = await original(wanted);
    bench.cameras.push(...stream.getVideoTracks());
    return stream;
  };
}

// A subclass keeps everything the app relies on (instanceof, static methods) and only counts.
const NativePeerConnection = RTCPeerConnection;
window.RTCPeerConnection = class extends NativePeerConnection {
  constructor(...args) {
    super(...args);
    bench.connections.push(this);
  }
};

const pollFirstFrame = async () => {
  const stats = window.__roomStats ? await window.__roomStats() : [];
  if (stats.some((entry) => entry.kind === 'video' && entry.framesDecoded > 0)) {
    bench.firstFrameAt = performance.now();
    return;
  }
  setTimeout(pollFirstFrame, FIRST_FRAME_POLL_MS);
};

// Capture phase: the time of the click itself, before the app handles it.
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (bench.joinClickedAt !== null || button?.textContent?.trim() !== 'Join now') return;
    bench.joinClickedAt = performance.now();
    void pollFirstFrame();
  },
  true,
);

/** The live camera track, as the page captured it (null for a receive-only participant). */
bench.camera = () => {
  const track = bench.cameras.filter((candidate) => candidate.readyState === 'live').at(-1);
  if (!track) return null;
  const settings = track.getSettings();
  return {
    width: settings.width,
    height: settings.height,
    frameRate: settings.frameRate,
    // MediaStreamTrack.stats (Chromium): frames the camera delivered, to measure its real rate.
    totalFrames: track.stats ? track.stats.totalFrames : null,
  };
};

/**
 * One sample of the page's counters, taken at `at` (ms, page clock): decoded frames per remote
 * camera from the room's test hook, received sizes and sent simulcast layers from getStats.
 */
bench.sample = async () => {
  const inbound = (await window.__roomStats())
    .filter((entry) => entry.kind === 'video')
    .map((entry) => ({ id: `${entry.participantId}/${entry.source}`, framesDecoded: entry.framesDecoded }));
  const received = [];
  const sent = [];
  for (const connection of bench.connections) {
    if (connection.connectionState === 'closed') continue;
    (await connection.getStats()).forEach((report) => {
      if (report.kind !== 'video') return;
      if (report.type === 'inbound-rtp' && report.frameWidth) {
        received.push(`${report.frameWidth}x${report.frameHeight}`);
      }
      if (report.type === 'outbound-rtp' && report.active !== false) {
        sent.push({
          rid: report.rid ?? '-',
          framesSent: report.framesSent ?? 0,
          size: report.frameWidth ? `${report.frameWidth}x${report.frameHeight}` : 'none',
          limitation: report.qualityLimitationReason ?? 'none',
        });
      }
    });
  }
  return { at: performance.now(), camera: bench.camera(), inbound, received, sent };
};
