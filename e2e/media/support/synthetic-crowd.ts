import { loadFixtures } from '../../../test-support/synthetic/fixtures';
import { SyntheticParticipant } from '../../../test-support/synthetic/participant';
import { pacePublishers } from '../../../test-support/synthetic/publisher';

export interface CrowdMember {
  name: string;
  /** Loud audio (the talking events make them the active speaker) instead of Opus DTX silence. */
  talking?: boolean;
  /** Publishes camera and microphone (the default), or only watches, as a large meeting's audience does. */
  publish?: boolean;
  /**
   * The simulcast layers the camera sends: all three by default. Leaving out the full one ('f', about
   * two thirds of the bytes) keeps the crowd's own encryption work, done in the test's process, small
   * enough that a loaded machine does not starve its sockets (docs/performance.md, media tests under load).
   */
  layers?: string[];
}

/**
 * Participants without a browser, from the load tool (bench/sfu-load): each joins through our
 * signaling with its own join link. Publishers send the fixtures' VP8 simulcast camera (1280, 640 and
 * 320 wide) and Opus microphone and take no video themselves, so a test's browser is the only real
 * viewer; watchers (`publish: false`) publish nothing and take every camera at the low layer, counting
 * what arrives (subscriber.receivedFrom).
 */
export class SyntheticCrowd {
  readonly people: SyntheticParticipant[] = [];
  private readonly stopPacing: () => void;
  private readonly fixtures = loadFixtures();

  private constructor(
    private readonly baseUrl: string,
    private readonly joinLink: (name: string) => Promise<string>,
  ) {
    this.stopPacing = pacePublishers(() => this.people.map((person) => person.publisher));
  }

  static async join(baseUrl: string, members: CrowdMember[], joinLink: (name: string) => Promise<string>) {
    const crowd = new SyntheticCrowd(baseUrl, joinLink);
    try {
      await crowd.add(members);
    } catch (error) {
      crowd.close();
      throw error;
    }
    return crowd;
  }

  /** More members, one after another, so the room's order (and so the grid's) is the list's. */
  async add(members: CrowdMember[]): Promise<void> {
    for (const { name, talking = false, publish = true, layers = ['f', 'h', 'q'] } of members) {
      this.people.push(
        await SyntheticParticipant.join({
          baseUrl: this.baseUrl,
          joinLink: await this.joinLink(name),
          name,
          publish,
          talking,
          rids: layers,
          fixtures: this.fixtures,
          maxCameras: publish ? 0 : Infinity,
          decrypt: false,
        }),
      );
    }
  }

  idOf(name: string): string {
    const person = this.people.find((candidate) => candidate.options.name === name);
    if (!person) throw new Error(`${name} is not in the crowd`);
    return person.id;
  }

  close(): void {
    this.stopPacing();
    for (const person of this.people) person.close();
  }
}
