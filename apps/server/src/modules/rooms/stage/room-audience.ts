import { AUDIENCE_PAGE_SIZE, type ClientMessage, type Participant, type ServerMessage } from '@vm/contracts';
import { SlidingWindowLimit } from '../chat-rate-limit';
import type { Room } from '../room';
import type { Member } from '../room-state';
import { refuse } from './room-stage-actions';
import type { RoomPeer } from '../room-types';

type ListAudience = Extract<ClientMessage, { type: 'listAudience' }>;
type AudiencePage = Extract<ServerMessage, { type: 'audiencePage' }>;

/** Requests one participant may make in any 10 s: a search typed letter by letter, and paging. */
const LIST_REQUESTS = 20;
const LIST_WINDOW_MS = 10_000;
const TOO_FAST = 'You are asking for the audience list too fast. Please wait a moment.';

// Letters NFKD leaves whole although a reader takes them for a plain one (Turkish ı above all).
const FOLDED: Record<string, string> = { ı: 'i', ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ß: 'ss', æ: 'ae', œ: 'oe' };

/**
 * A name as the audience search compares it: lower case, accents taken off ("Özgür" -> "ozgur",
 * "İpek" -> "ipek", "Işık" -> "isik"), so people find a name however they type it.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ıłøđħßæœ]/g, (letter) => FOLDED[letter] ?? letter);
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** Folded names, computed once per participant (a name does not change in the room). */
const folded = new WeakMap<Participant, string>();

/**
 * One page of a large meeting's audience whose name contains `query` (case- and accent-insensitive),
 * by name (then id, so pages never overlap), AUDIENCE_PAGE_SIZE a page.
 */
export function audiencePage(members: Iterable<Member>, query: string, page: number): AudiencePage {
  const wanted = foldName(query.trim());
  const matching: Participant[] = [];
  for (const { participant } of members) {
    if (participant.stageRole !== 'audience') continue;
    let name = folded.get(participant);
    if (name === undefined) folded.set(participant, (name = foldName(participant.name)));
    if (name.includes(wanted)) matching.push(participant);
  }
  matching.sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const start = (page - 1) * AUDIENCE_PAGE_SIZE;
  return {
    type: 'audiencePage',
    query,
    page,
    pageSize: AUDIENCE_PAGE_SIZE,
    total: matching.length,
    participants: matching.slice(start, start + AUDIENCE_PAGE_SIZE),
  };
}

const limits = new WeakMap<Member, SlidingWindowLimit>();

/**
 * `listAudience`: the host and the speakers see who is in the audience (as a webinar shows its
 * attendees to hosts and panelists only); an audience member is refused with AUDIENCE_LIST_NOT_ALLOWED,
 * and a normal meeting, which has no audience, with STAGE_NOT_LARGE_MEETING.
 */
export function listAudience(room: Room, member: Member, peer: RoomPeer, message: ListAudience): void {
  if (!room.stage.large) return refuse(peer, 'STAGE_NOT_LARGE_MEETING');
  if (member.participant.stageRole !== 'speaker') return refuse(peer, 'AUDIENCE_LIST_NOT_ALLOWED');
  let limit = limits.get(member);
  if (!limit) limits.set(member, (limit = new SlidingWindowLimit(LIST_REQUESTS, LIST_WINDOW_MS)));
  if (!limit.allow(room.now().getTime())) return peer.send({ type: 'error', message: TOO_FAST });
  peer.send(audiencePage(room.members(), message.query, message.page));
}
