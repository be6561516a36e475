import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../apps/server/src/config';
import { JanusRoom } from '../../apps/server/src/modules/media/janus-room';
import { createMediaModule, type MediaModule } from '../../apps/server/src/modules/media/media-module';
import type { MediaServer } from '../../apps/server/src/modules/media/media-server';
import type { PublisherPeer } from '../../apps/server/src/modules/media/publisher-peer';
import {
  RemotePublisher,
  RemotePublisherError,
  type RemoteEndReason,
} from '../../apps/server/src/modules/media/remote-publishers';
import type { SubscriberPeer } from '../../apps/server/src/modules/media/subscriber-peer';
import { launchBrowser } from '../support/browser';
import { JanusPeerPage, type Inbound } from './support/janus-peer-page';
import { managedJanusPid } from './support/janus-pid';
import { startPageServer } from './support/page-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds (or the deadline passes) and returns the last reading. */
async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(250);
    value = await read();
  }
  return value;
}

/** Both kinds arrive and play: video frames decoded, audio received and heard (not silence). */
const flowing = (streams: Inbound[], frames = 30) =>
  streams.some((s) => s.kind === 'video' && s.framesDecoded >= frames) &&
  streams.some((s) => s.kind === 'audio' && s.packetsReceived >= 50 && s.totalAudioEnergy > 0);

/** Waits until the page's one video is decoded `width` wide, 30 frames past `framesBefore`. */
function decodedAt(page: JanusPeerPage, width: number, framesBefore: number): Promise<Inbound> {
  return until(
    async () => (await page.inbound()).find((s) => s.kind === 'video')!,
    (s) => s.frameWidth === width && s.framesDecoded >= framesBefore + 30,
    45_000,
  );
}

/** One managed Janus of its own (its own DATA_DIR and ICE ports), as a node runs it. */
async function startJanus(name: string, rtcPorts: [number, number]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vm-remote-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RTC_MIN_PORT: String(rtcPorts[0]),
    RTC_MAX_PORT: String(rtcPorts[1]),
  });
  const media = createMediaModule(config, pino({ level: process.env.MEDIA_DEBUG ? 'debug' : 'error' }));
  media.start();
  const server = await media.pool.waitForServer(20_000);
  if (!server) throw new Error(`the ${name} Janus did not come up`);
  return { dataDir, media, server };
}

/** The room's participants as Janus lists them now (listparticipants), remote copies included. */
async function participants(room: JanusRoom): Promise<number[]> {
  const handle = await room.attach();
  try {
    const reply = (await handle.message({ request: 'listparticipants', room: room.id })) as {
      plugindata: { data: { participants?: Array<{ id: number }> } };
    };
    return (reply.plugindata.data.participants ?? []).map((p) => p.id);
  } finally {
    await handle.detach().catch(() => {});
  }
}

/** The origin's forwardings of one publisher (1.1.2's `listremotes`). */
async function remotizations(room: JanusRoom, feed: number): Promise<Array<{ remote_id: string; port: number }>> {
  const handle = await room.attach();
  try {
    const reply = (await handle.message({
      request: 'listremotes',
      room: room.id,
      secret: room.secret,
      publisher_id: feed,
    })) as { plugindata: { data: { list?: Array<{ remote_id: string; port: number }> } } };
    return reply.plugindata.data.list ?? [];
  } finally {
    await handle.detach().catch(() => {});
  }
}

// VideoRoom remote publishers between two Janus servers (docs/decisions/043): a real
// Chromium speaker publishes on the origin, the media module forwards that publisher into a room on
// the edge, and a real Chromium on the edge subscribes to the copy and decodes it. Two managed Janus
// in the media namespace (e2e/run-in-netns.sh); the forwarding goes over 127.0.0.1 there, as it would
// over the media servers' private network in production.
describe('remote publishers: a speaker on the origin Janus seen on an edge Janus', () => {
  let origin: { dataDir: string; media: MediaModule; server: MediaServer };
  let edge: { dataDir: string; media: MediaModule; server: MediaServer };
  let originRoom: JanusRoom;
  let edgeRoom: JanusRoom;
  let browser: Browser;
  let pages: { url: string; stop(): Promise<void> };
  const opened: JanusPeerPage[] = [];
  const peers: Array<PublisherPeer | SubscriberPeer> = [];
  const forwardings: RemotePublisher[] = [];

  beforeAll(async () => {
    [origin, edge, browser, pages] = await Promise.all([
      startJanus('origin', [32000, 32499]),
      startJanus('edge', [32500, 32999]),
      // The edge page plays what it receives, without a user gesture.
      launchBrowser({ fakeMedia: true, extraArgs: ['--autoplay-policy=no-user-gesture-required'] }),
      startPageServer(),
    ]);
    [originRoom, edgeRoom] = await Promise.all([JanusRoom.open(origin.server, 4), JanusRoom.open(edge.server, 4)]);
  });

  afterAll(async () => {
    await Promise.all(forwardings.map((forwarding) => forwarding.stop().catch(() => {})));
    await Promise.all(peers.map((peer) => peer.close()));
    await Promise.all(opened.map((page) => page.close().catch(() => {})));
    await browser?.close();
    await pages?.stop();
    await Promise.all([originRoom?.close(), edgeRoom?.close()]);
    for (const side of [origin, edge]) {
      await side?.media.stop();
      if (side) fs.rmSync(side.dataDir, { recursive: true, force: true });
    }
  });

  /** A Chromium speaker publishing in the origin room, announced there with its two streams. */
  async function speaker(display: string) {
    const page = await JanusPeerPage.open(browser, pages.url);
    opened.push(page);
    const { peer, feed } = await page.publish(originRoom, display);
    peers.push(peer);
    const streams = await until(
      () => originRoom.feeds.get(feed) ?? [],
      (list) => list.length === 2,
    );
    expect(streams.map((s) => s.type).sort()).toEqual(['audio', 'video']);
    return { page, peer, feed };
  }

  /** A Chromium audience member on the edge subscribed to the copy's audio and camera (top layer). */
  async function audience(edgeFeed: number) {
    const page = await JanusPeerPage.open(browser, pages.url);
    opened.push(page);
    const copy = edgeRoom.feeds.get(edgeFeed) ?? [];
    const subscriber = page.subscribe(
      edgeRoom,
      copy.map((stream) => ({
        feed: edgeFeed,
        mid: stream.mid,
        forwarding: stream.type === 'video' ? { substream: 2 as const, send: true } : undefined,
      })),
    );
    peers.push(subscriber);
    return { page, subscriber };
  }

  async function forward(feed: number, display: string): Promise<RemotePublisher> {
    const forwarding = await RemotePublisher.forward(originRoom, edgeRoom, feed, { edgeAddress: '127.0.0.1', display });
    forwardings.push(forwarding);
    return forwarding;
  }

  test('the edge announces the copy, an edge subscriber decodes its video and hears its audio; after stop it is gone from the edge', async () => {
    const { feed } = await speaker('Speaker');
    const forwarding = await forward(feed, 'Speaker (origin)');
    expect(forwarding.target).toMatchObject({ host: '127.0.0.1' });
    expect(forwarding.target.port).toBeGreaterThan(0);
    // The origin knows where it sends this publisher.
    expect(await remotizations(originRoom, feed)).toEqual([
      expect.objectContaining({ remote_id: forwarding.remoteId, port: forwarding.target.port }),
    ]);

    // Janus announces the copy in the edge room like any publisher: audio and simulcast VP8 camera,
    // with the m-lines renumbered '0', '1' and the origin's descriptions.
    const copy = await until(
      () => edgeRoom.announced.get(forwarding.edgeFeed) ?? [],
      (list) => list.length === 2,
    );
    expect(copy.map(({ type, mid, codec, description }) => ({ type, mid, codec, description }))).toEqual([
      { type: 'audio', mid: '0', codec: 'opus', description: 'microphone' },
      { type: 'video', mid: '1', codec: 'vp8', description: 'camera' },
    ]);
    expect(copy[1]!.simulcast).toBe(true);
    expect(await participants(edgeRoom)).toContain(forwarding.edgeFeed);

    const { page, subscriber } = await audience(forwarding.edgeFeed);
    const received = await until(() => page.inbound(), flowing);
    expect(received.map((s) => s.kind).sort()).toEqual(['audio', 'video']);
    const video = received.find((s) => s.kind === 'video')!;
    const audio = received.find((s) => s.kind === 'audio')!;
    expect(video.framesDecoded, 'video frames decoded on the edge').toBeGreaterThanOrEqual(30);
    expect(audio.packetsReceived, 'audio packets received on the edge').toBeGreaterThanOrEqual(50);
    // Sound, not silence: the fake microphone's beeps played on the edge.
    expect(audio.totalAudioEnergy).toBeGreaterThan(0);
    // The top simulcast layer crossed over (f: the fake camera's 1280x720). Chromium starts its camera
    // on the low layers and adds the top one as its bandwidth estimate grows (later on a busy machine),
    // and Janus forwards the best layer that arrives meanwhile.
    const top = await decodedAt(page, 1280, video.framesDecoded);
    expect(top.frameWidth).toBe(1280);
    // Every simulcast layer crossed: the edge switches this subscriber to the low one (q, 320 wide).
    subscriber.want(
      copy.map((stream) => ({
        feed: forwarding.edgeFeed,
        mid: stream.mid,
        forwarding: stream.type === 'video' ? { substream: 0 as const, send: true } : undefined,
      })),
    );
    const low = await decodedAt(page, 320, top.framesDecoded);
    expect(low.frameWidth).toBe(320);

    await forwarding.stop();
    expect(forwarding.ended).toBe(true);
    expect(await remotizations(originRoom, feed)).toEqual([]);
    // Janus takes the copy out a moment after answering, when its thread notices.
    const left = await until(
      () => participants(edgeRoom),
      (ids) => !ids.includes(forwarding.edgeFeed),
      10_000,
    );
    expect(left).not.toContain(forwarding.edgeFeed);
    await until(
      () => edgeRoom.feeds.has(forwarding.edgeFeed),
      (present) => !present,
      10_000,
    );
    expect(edgeRoom.feeds.has(forwarding.edgeFeed)).toBe(false);
    // Stopping again is harmless.
    await forwarding.stop();
  });

  test('a second video the speaker starts later (a screen share) appears on the edge and plays there', async () => {
    const { page: speakerPage, peer, feed } = await speaker('Presenter');
    const forwarding = await forward(feed, 'Presenter (origin)');
    await until(
      () => edgeRoom.feeds.get(forwarding.edgeFeed)?.length ?? 0,
      (count) => count === 2,
    );
    const { page, subscriber } = await audience(forwarding.edgeFeed);
    await until(() => page.inbound(), flowing);

    await speakerPage.publishMore(peer, 'screen');
    await until(
      () => originRoom.feeds.get(feed)?.length ?? 0,
      (count) => count === 3,
    );
    // update_remote_publisher told the edge: the copy has a third m-line, announced to the edge room.
    const copy = await until(
      () => edgeRoom.feeds.get(forwarding.edgeFeed) ?? [],
      (list) => list.length === 3,
    );
    expect(copy.map(({ type, mid, description }) => ({ type, mid, description }))).toEqual([
      { type: 'audio', mid: '0', description: 'microphone' },
      { type: 'video', mid: '1', description: 'camera' },
      { type: 'video', mid: '2', description: 'screen' },
    ]);
    subscriber.want(
      copy.map((stream) => ({
        feed: forwarding.edgeFeed,
        mid: stream.mid,
        forwarding: stream.description === 'camera' ? { substream: 2 as const, send: true } : undefined,
      })),
    );
    // The origin forwards the new stream by itself; the edge subscriber decodes it, 640 wide. It is
    // told apart by its m-line, not its width: a busy machine's Chromium may send the camera at 640 too.
    const isScreen = (mid: string) => subscriber.streams.some((line) => line.mid === mid && line.feed_mid === '2');
    const decodedScreen = (s: { mid: string; frameWidth: number; framesDecoded: number }) =>
      isScreen(s.mid) && s.frameWidth === 640 && s.framesDecoded >= 30;
    const videos = await until(
      async () => (await page.inbound()).filter((s) => s.kind === 'video'),
      (list) => list.length === 2 && list.some(decodedScreen),
      45_000,
    );
    expect(videos).toHaveLength(2);
    expect(videos.filter(decodedScreen)).toHaveLength(1);
    await forwarding.stop();
  });

  test('a publisher that does not publish on the origin is refused, and nothing is left on the edge', async () => {
    const before = await participants(edgeRoom);
    const failure = await forward(123_456_789, 'Nobody').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemotePublisherError);
    expect(failure).toMatchObject({ code: 428 });
    expect(await participants(edgeRoom)).toEqual(before);
  });

  test('when the speaker leaves the origin, the copy leaves the edge by itself', async () => {
    const { peer, feed } = await speaker('Leaving speaker');
    const forwarding = await forward(feed, 'Leaving speaker (origin)');
    await until(
      () => edgeRoom.feeds.get(forwarding.edgeFeed)?.length ?? 0,
      (count) => count === 2,
    );
    const ended = new Promise<RemoteEndReason>((resolve) => forwarding.once('ended', resolve));
    // The speaker's connection closes (its handle detached): Janus unpublishes it on the origin.
    await peer.close();
    expect(await ended).toBe('publisher-left');
    const ids = await until(
      () => participants(edgeRoom),
      (list) => !list.includes(forwarding.edgeFeed),
      10_000,
    );
    expect(ids).not.toContain(forwarding.edgeFeed);
  });

  test('when the edge Janus dies, the origin stops forwarding to it', async () => {
    const { feed } = await speaker('Speaker of a dying edge');
    const forwarding = await forward(feed, 'Speaker of a dying edge (origin)');
    await until(
      () => edgeRoom.feeds.get(forwarding.edgeFeed)?.length ?? 0,
      (count) => count === 2,
    );
    expect(await remotizations(originRoom, feed)).toHaveLength(1);
    const ended = new Promise<RemoteEndReason>((resolve) => forwarding.once('ended', resolve));
    process.kill(managedJanusPid(edge.dataDir)!, 'SIGKILL');
    expect(await ended).toBe('edge-lost');
    // unpublish_remotely went out: nothing is sent to the dead edge's port any more.
    expect(await remotizations(originRoom, feed)).toEqual([]);
    expect(originRoom.feeds.has(feed)).toBe(true);

    // The edge's managed Janus comes back; the next test needs a room there.
    const server = await edge.media.pool.waitForServer(30_000);
    expect(server?.state).toBe('up');
    edgeRoom = await JanusRoom.open(server!, 4);
  });

  test('when the origin Janus dies, the copy leaves the edge', async () => {
    const { feed } = await speaker('Speaker on a dying server');
    const forwarding = await forward(feed, 'Speaker on a dying server (origin)');
    await until(
      () => edgeRoom.feeds.get(forwarding.edgeFeed)?.length ?? 0,
      (count) => count === 2,
    );
    const ended = new Promise<RemoteEndReason>((resolve) => forwarding.once('ended', resolve));
    process.kill(managedJanusPid(origin.dataDir)!, 'SIGKILL');
    expect(await ended).toBe('origin-lost');
    const ids = await until(
      () => participants(edgeRoom),
      (list) => !list.includes(forwarding.edgeFeed),
      10_000,
    );
    expect(ids).not.toContain(forwarding.edgeFeed);
    expect(edgeRoom.closed).toBe(false);
  });
});
