import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Meeting } from '@vm/contracts';
import { findJanusInstall } from '../../apps/server/src/modules/media/janus-install';
import { ManagedJanus } from '../../apps/server/src/modules/media/managed-janus';
import type { SyntheticParticipant } from '../../test-support/synthetic/participant';
import { expectVisible } from '../support/browser';
import { flowing, inRoom, joinNow, senders, startRoomUi, type Person, type RoomUi } from './room-ui-helpers';
import { setPlan, type Account } from './support/product-api';
import { SyntheticCrowd } from './support/synthetic-crowd';

// A large meeting's stage across two media servers (docs/decisions/047): two Janus servers
// in the media namespace, each taking an audience of 2 (MEDIA_SERVER_MAX_SUBSCRIBERS). The organizer
// speaks from real Chromium on the origin; four audience members, two real Chromium pages of the built
// web app and two synthetic ones from the load tool (bench/sfu-load: they count RTP, they do not
// decode), land two on each server. Those on the second server get the speaker through Janus's remote
// publishers. One room and one browser serve every check.

const OPERATOR_TOKEN = 'stage-servers-operator-token';
const AUDIENCE_PER_SERVER = 2;

interface JanusServer {
  janus: ManagedJanus;
  url: string;
  /** The label the product gives the server (host:port), as its metrics name it. */
  label: string;
  dataDir: string;
}

/** A Janus of the test's own, as a media-server machine runs it, on its own ICE ports. */
async function startJanus(name: string, rtcPorts: [number, number]): Promise<JanusServer> {
  const install = findJanusInstall(undefined);
  if (!install) throw new Error('Janus is not installed: run node scripts/ensure-janus.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vm-stage-${name}-`));
  const janus = new ManagedJanus({
    install,
    dataDir,
    rtcMinPort: rtcPorts[0],
    rtcMaxPort: rtcPorts[1],
    announcedIp: undefined,
    verbose: false,
    log: pino({ level: 'silent' }),
  });
  janus.start();
  const [url] = (await once(janus, 'ready')) as [string];
  return { janus, url, label: new URL(url).host, dataDir };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds, generously; returns the last reading either way. */
async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(500);
    value = await read();
  }
  return value;
}

/** Whether a synthetic member keeps receiving `participantId`'s video frames and audio packets now. */
async function receiving(member: SyntheticParticipant, participantId: string): Promise<boolean> {
  const before = member.subscriber.receivedFrom(participantId);
  await sleep(1_000);
  const after = member.subscriber.receivedFrom(participantId);
  return after.videoFrames > before.videoFrames && after.audioPackets > before.audioPackets;
}

describe('a large meeting across two media servers', () => {
  let origin: JanusServer;
  let edge: JanusServer;
  let ui: RoomUi;
  let crowd: SyntheticCrowd | undefined;

  beforeAll(async () => {
    [origin, edge] = await Promise.all([startJanus('origin', [35000, 35499]), startJanus('edge', [35500, 35999])]);
    ui = await startRoomUi({
      MEDIA_SERVER_URL: `${origin.url},${edge.url}`,
      MEDIA_SERVER_MAX_SUBSCRIBERS: String(AUDIENCE_PER_SERVER),
      OPERATOR_TOKEN,
    });
  });

  afterAll(async () => {
    crowd?.close();
    await ui?.close();
    for (const server of [origin, edge]) {
      if (!server) continue;
      await server.janus.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  /** The audience each media server carries, from the product's metrics. */
  async function audienceByServer(): Promise<Record<string, number>> {
    const response = await fetch(`${ui.product.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    const text = await response.text();
    const counts: Record<string, number> = {};
    for (const match of text.matchAll(/^vm_media_server_audience\{server="([^"]+)"\} (\d+)$/gm))
      counts[match[1]!] = Number(match[2]);
    return counts;
  }

  /** Media connections the browsers reported as connected (decision record 071), from the product's metrics. */
  async function reportedConnections(): Promise<number> {
    const response = await fetch(`${ui.product.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    const text = await response.text();
    return [...text.matchAll(/^vm_ice_connections_total\{[^}]*\} (\d+)$/gm)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
  }

  /** Opens a join link (as an e-mailed invitation's button does) and joins from the pre-join screen. */
  async function joinWithLink(meeting: Meeting, name: string): Promise<Page> {
    const link = await ui.api<string>('POST', `/meetings/${meeting.id}/join`, {
      guestName: name,
      guestEmail: `${name.replace(' ', '.').toLowerCase()}@example.test`,
    });
    const page = await ui.openSignedIn();
    await page.goto(link);
    await joinNow(page);
    await inRoom(page);
    return page;
  }

  test(
    'the audience lands two per server and everyone gets the speaker; a promoted edge member reaches both servers, and leaves them on demotion; the edge dies and its audience, browser and synthetic, goes on from the origin',
    { timeout: 420_000 },
    async () => {
      const organizer: Person = await ui.signUp('Selin Speaker');
      const account: Account = { email: organizer.email, headers: { authorization: `Bearer ${organizer.token}` } };
      setPlan(ui.product.dataDir, account, 'enterprise');
      const meeting = await ui.createMeeting(organizer, true, { maxParticipants: 200, largeMeeting: true });
      expect(meeting.largeMeeting).toBe(true);

      const host = await ui.openRoom(meeting, organizer);
      await joinNow(host);
      await inRoom(host);
      // The origin is the server the room opened on: the host's.
      const first = await until(audienceByServer, (counts) => Object.keys(counts).length === 2);
      expect(first).toEqual({ [origin.label]: 0, [edge.label]: 0 });

      // One real browser and one synthetic member fill each server, in that order.
      const guest = (name: string) => ({ guestName: name, guestEmail: `${name.replace(' ', '.')}@example.test` });
      const ayla = await joinWithLink(meeting, 'Ayla Audience');
      crowd = await SyntheticCrowd.join(ui.product.baseUrl, [{ name: 'Sami Synthetic', publish: false }], (name) =>
        ui.api<string>('POST', `/meetings/${meeting.id}/join`, guest(name)),
      );
      const bora = await joinWithLink(meeting, 'Bora Audience');
      await crowd.add([{ name: 'Tuna Synthetic', publish: false }]);
      expect(await audienceByServer()).toEqual({
        [origin.label]: AUDIENCE_PER_SERVER,
        [edge.label]: AUDIENCE_PER_SERVER,
      });

      // Every audience member gets the speaker's camera and microphone, on either server.
      await flowing(ayla, 'camera', 1);
      const speakerId = (await senders(ayla, 'camera'))[0] ?? 'none';
      for (const page of [ayla, bora]) {
        await flowing(page, 'camera', 1);
        await flowing(page, 'microphone', 1);
        expect(await senders(page, 'camera')).toEqual([speakerId]);
      }
      for (const member of crowd.people) expect(await until(() => receiving(member, speakerId), Boolean)).toBe(true);
      // The web app told the product how its connections went: the host's publisher, and the
      // subscriber of each audience browser (the synthetic members report nothing).
      expect(await until(reportedConnections, (count) => count >= 3)).toBeGreaterThanOrEqual(3);

      // The host invites Bora (on the edge server) to the stage: their browser publishes, and everyone
      // else, on both servers, gets them.
      await inviteToStage(host, 'Bora Audience');
      await expectVisible(bora.getByText('The host invited you to the stage'), 30_000);
      await flowing(host, 'camera', 1);
      const boraId = (await senders(host, 'camera'))[0] ?? 'none';
      expect(boraId).not.toEqual(speakerId);
      await flowing(ayla, 'camera', 2);
      expect((await senders(ayla, 'camera')).sort()).toEqual([speakerId, boraId].sort());
      for (const member of crowd.people) expect(await until(() => receiving(member, boraId), Boolean)).toBe(true);

      // Back to the audience: their streams are gone everywhere, the speaker's stay.
      await moveToAudience(host, 'Bora Audience');
      await until(
        () => senders(ayla, 'camera'),
        (ids) => !ids.includes(boraId),
      );
      expect(await senders(ayla, 'camera')).toEqual([speakerId]);
      for (const member of crowd.people) {
        expect(
          await until(
            () => receiving(member, boraId),
            (arriving) => !arriving,
          ),
        ).toBe(false);
        expect(await receiving(member, speakerId)).toBe(true);
      }
      expect(await senders(host, 'camera')).toEqual([]);

      // The edge's Janus dies: its audience starts over on a server that is up (the origin, beyond its
      // capacity, since no other server has room) and Bora gets the speaker again.
      process.kill(edge.janus.pid!, 'SIGKILL');
      const moved = await until(audienceByServer, (counts) => counts[edge.label] === 0);
      expect(moved).toEqual({ [origin.label]: 2 * AUDIENCE_PER_SERVER, [edge.label]: 0 });
      await flowing(bora, 'camera', 1);
      await flowing(bora, 'microphone', 1);
      expect(await senders(bora, 'camera')).toEqual([speakerId]);
      // The synthetic member that was there too answers mediaReset as the web app does.
      for (const member of crowd.people) expect(await until(() => receiving(member, speakerId), Boolean)).toBe(true);
    },
  );
});

/** The host's participant list (opened if it is not), then one of its buttons. */
async function participantAction(host: Page, button: string): Promise<void> {
  const people = host.getByRole('region', { name: 'Participants' });
  if (!(await people.isVisible())) await host.getByRole('button', { name: /^Participants/ }).click();
  await people.getByRole('button', { name: button }).click();
}

const inviteToStage = (host: Page, name: string) => participantAction(host, `Invite ${name} to the stage`);
const moveToAudience = (host: Page, name: string) => participantAction(host, `Move ${name} to the audience`);
