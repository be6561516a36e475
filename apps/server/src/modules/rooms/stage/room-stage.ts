import { stageRoleFor, type StageRole } from '@vm/contracts';
import type { Member } from '../room-state';
import type { Identity } from '../room-types';

/** What clients are told of the stage, beside the rest of the room info. */
export interface StageInfo {
  largeMeeting: boolean;
  stageLimit: number;
  audienceChat: boolean;
}

/**
 * A room's shape (docs/product.md "Large meetings: stage and audience", decision record 044): in a large meeting the host and those they invite
 * speak and everyone else is audience; in a normal one everyone is a speaker, as before. `large` is
 * read once, when the room opens: people already in must not find their room changing shape under
 * them because the organizer edited the meeting. Pure state, so the rules are tested directly.
 */
export class RoomStage {
  readonly large: boolean;
  readonly limit: number;
  /** The host's switch for the audience's chat; speakers may always chat (when the meeting allows chat). */
  audienceChat = true;

  constructor(large: boolean, limit: number) {
    this.large = large;
    this.limit = limit;
  }

  get info(): StageInfo {
    return { largeMeeting: this.large, stageLimit: this.limit, audienceChat: this.audienceChat };
  }

  /** Where a newcomer starts: the organizer on the stage, everyone else in the audience of a large meeting. */
  roleFor(identity: Identity): StageRole {
    return stageRoleFor(this.large, identity.role);
  }

  /**
   * Whether one more person fits on the stage. The host's place is always kept (as their seat is in
   * RoomState.hasSeat), so invitations while the host is away can never push the host off the stage.
   */
  hasRoom(members: Iterable<Member>): boolean {
    let invited = 0;
    for (const member of members) {
      if (member.identity.role !== 'host' && member.participant.stageRole === 'speaker') invited += 1;
    }
    return invited + 1 < this.limit;
  }

  /** Whether this member may chat now, as far as the stage goes. */
  mayChat(member: Member): boolean {
    return this.audienceChat || member.participant.stageRole !== 'audience';
  }
}
