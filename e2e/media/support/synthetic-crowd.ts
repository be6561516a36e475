import { loadFixtures } from '../../../bench/sfu-load/fixtures';
import { SyntheticParticipant } from '../../../bench/sfu-load/participant';
import { pacePublishers } from '../../../bench/sfu-load/publisher';

export interface CrowdMember {
  name: string;
  /** Loud audio (the talking events make them the active speaker) instead of Opus DTX silence. */
  talking?: boolean;
}

/**
 * Publishers without a browser, from the load tool (bench/sfu-load): each joins through our signaling
 * with its own join link and sends the fixtures' VP8 simulcast camera (1280, 640 and 320 wide) and
 * Opus microphone. They take no video themselves, so a test's browser is the only real viewer.
 */
export class SyntheticCrowd {
  private constructor(
    readonly people: SyntheticParticipant[],
    private readonly stopPacing: () => void,
  ) {}

  static async join(baseUrl: string, members: CrowdMember[], joinLink: (name: string) => Promise<string>) {
    const fixtures = loadFixtures();
    const people: SyntheticParticipant[] = [];
    const crowd = new SyntheticCrowd(
      people,
      pacePublishers(() => people.map((person) => person.publisher)),
    );
    try {
      // One after another, so the room's order (and so the grid's) is the list's.
      for (const { name, talking = false } of members) {
        const options = { baseUrl, joinLink: await joinLink(name), name, publish: true, talking };
        people.push(
          await SyntheticParticipant.join({
            ...options,
            rids: ['f', 'h', 'q'],
            fixtures,
            maxCameras: 0,
            decrypt: false,
          }),
        );
      }
    } catch (error) {
      crowd.close();
      throw error;
    }
    return crowd;
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
