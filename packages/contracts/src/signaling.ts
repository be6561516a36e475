// Longer than 250 lines because it is the whole signaling protocol: the client's messages and the
// server's are each one discriminated union, which both sides check every frame against and from which
// the AsyncAPI description is generated, so every message is listed here.
import { z } from 'zod';
import { LIMITS } from './common';
import { API_ERROR_CODES } from './error-codes';
import { plainText } from './fields';
import { joinRoleSchema } from './meetings';

/**
 * The meeting room's signaling protocol: one WebSocket per participant at
 * `/api/VideoMeeting/rooms/{meetingCode}/signal`, JSON messages discriminated on `type`. The browser
 * only ever talks to our server; the server relays SDP to the media server (Janus) and decides every
 * permission. Media: one publishing RTCPeerConnection per participant (camera, microphone, screen as
 * extra streams) and one multistream subscribing RTCPeerConnection that carries every remote stream.
 */

export const SIGNAL_PATH = (meetingCode: string) => `/api/VideoMeeting/rooms/${encodeURIComponent(meetingCode)}/signal`;

export const mediaSourceSchema = z.enum(['microphone', 'camera', 'screen']);
export type MediaSource = z.infer<typeof mediaSourceSchema>;

/**
 * Where a participant is in a large meeting (decision record 044): on the stage (`speaker`: publishes) or in the
 * audience (sees, hears, chats, raises a hand; publishes nothing). In a normal meeting everyone is a speaker.
 */
export const stageRoleSchema = z.enum(['speaker', 'audience']);
export type StageRole = z.infer<typeof stageRoleSchema>;

/**
 * Where someone enters a room: the organizer (a host's join token) on the stage, everyone else in the
 * audience of a large meeting; everyone a speaker in a normal one. The room decides with it, and the
 * pre-join screen learns it beforehand (recording-status's `joinsAs`).
 */
export function stageRoleFor(largeMeeting: boolean, joinRole: z.infer<typeof joinRoleSchema>): StageRole {
  return !largeMeeting || joinRole === 'host' ? 'speaker' : 'audience';
}

export const participantSchema = z.object({
  id: z.string(),
  name: z.string(),
  /**
   * How they were let in (host, invitee, guest); `stageRole` says whether they may publish. A guest's
   * name and e-mail address are what they typed, proven by nothing: clients mark every guest as a guest,
   * so a typed name cannot pass for the host's (decision record 050).
   */
  role: joinRoleSchema,
  stageRole: stageRoleSchema,
  audioMuted: z.boolean(),
  videoMuted: z.boolean(),
  handRaised: z.boolean(),
  screenSharing: z.boolean(),
  joinedAt: z.iso.datetime(),
  /**
   * One of their media connections goes through the TURN relay (their network blocks the direct ways),
   * as their browser reported with `connectionReport`; the host's people panel marks it.
   */
  relayed: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  participantId: z.string(),
  name: z.string(),
  text: z.string(),
  at: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const lobbyEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: joinRoleSchema,
  since: z.iso.datetime(),
});
export type LobbyEntry = z.infer<typeof lobbyEntrySchema>;

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const roomInfoSchema = z.object({
  meetingId: z.string(),
  meetingCode: z.string(),
  title: z.string(),
  allowChat: z.boolean(),
  allowScreenSharing: z.boolean(),
  muteOnEntry: z.boolean(),
  videoOnEntry: z.boolean(),
  participantLimit: z.number().int(),
  /** Stage and audience: fixed when the room opened, even if the meeting's setting changes meanwhile. */
  largeMeeting: z.boolean(),
  /** Speakers the stage holds at once (large meetings). */
  stageLimit: z.number().int(),
  /** Whether the audience may chat now; the host turns it off and on (`audienceChat`). */
  audienceChat: z.boolean(),
  /** When the organizer's plan closes the room; null when unlimited. */
  closesAt: z.iso.datetime().nullable(),
});
export type RoomInfo = z.infer<typeof roomInfoSchema>;

/**
 * Whether the room is being recorded now (docs/product.md, 'Recordings'): everybody sees the Recording indicator
 * while it is not null. Only the organizer starts and stops it.
 */
export const roomRecordingSchema = z.object({ startedAt: z.iso.datetime() }).nullable();
export type RoomRecording = z.infer<typeof roomRecordingSchema>;

/**
 * Why a recording stopped without anyone stopping it: `storage-full`, the organizer's recordings
 * reached the plan's storage while it ran (decision record 032); what was recorded is kept.
 */
export const recordingStopReasonSchema = z.enum(['storage-full']);
export type RecordingStopReason = z.infer<typeof recordingStopReasonSchema>;

/** Which remote stream arrives on which `mid` of the subscribing connection. */
export const remoteStreamSchema = z.object({
  mid: z.string(),
  participantId: z.string(),
  kind: z.enum(['audio', 'video']),
  source: mediaSourceSchema,
});
export type RemoteStream = z.infer<typeof remoteStreamSchema>;

/** What the publisher's offer carries, by transceiver `mid`, so the server can label the streams. */
export const publishedTrackSchema = z.object({ mid: z.string(), source: mediaSourceSchema });

const candidateSchema = z
  .object({
    candidate: z.string(),
    sdpMid: z.string().nullable().optional(),
    sdpMLineIndex: z.number().int().nullable().optional(),
  })
  .nullable();

/**
 * Which simulcast layer of a remote camera a participant wants: the media server forwards the low
 * (quarter size), medium (half) or high (full) layer the camera publishes. Screens have one layer.
 */
export const videoQualitySchema = z.enum(['low', 'medium', 'high']);
export type VideoQuality = z.infer<typeof videoQualitySchema>;

/**
 * What a participant wants of one remote camera: a layer while it is on their screen, `off` while it
 * is not (on another page of the grid, or the tab is in the background), so the media server stops
 * forwarding it until it is asked for again.
 */
export const cameraQualitySchema = z.enum(['off', ...videoQualitySchema.options]);
export type CameraQuality = z.infer<typeof cameraQualitySchema>;

/** One remote camera of the subscribing connection, by the `mid` its `subscriberOffer.streams` gave. */
export const streamQualitySchema = z.object({ mid: z.string().min(1).max(16), quality: cameraQualitySchema });
export type StreamQuality = z.infer<typeof streamQualitySchema>;

const connectionSchema = z.enum(['publisher', 'subscriber']);
// Chat and typed names follow the same text rules as the API's fields (no control or direction
// characters), so a name in the roster or a chat line shows what is stored.
const text = plainText({ multiline: true }).min(1).max(LIMITS.chatMessageMax);

// ---- Client -> server ------------------------------------------------------------------------
// Each connection has a budget per message type (decision record 050): ten at once, then two a second,
// more for ICE candidates and the host's actions, and one `subscriberAnswer` and `videoQuality` more for
// each `subscriberOffer`. What exceeds it is dropped; a connection over budget for 10 s is closed (1008).

/** The candidate pair a connection took, from the browser's own stats (RTCIceCandidatePairStats). */
export const connectionPathSchema = z.object({
  /** The local candidate's type: `relay` is through TURN, the others direct. */
  candidateType: z.enum(['host', 'srflx', 'prflx', 'relay']),
  /** How media reaches the media server or, for a relay, the TURN server: UDP or ICE-TCP. */
  protocol: z.enum(['udp', 'tcp']),
  /** For a relay: how the browser reaches the TURN server. */
  relayProtocol: z.enum(['udp', 'tcp', 'tls']).optional(),
});
export type ConnectionPath = z.infer<typeof connectionPathSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** First message: the join token (from the URL fragment, never in a URL sent to a server). */
  z.object({
    type: z.literal('join'),
    token: z.string().min(1).max(4096),
    displayName: plainText().min(1).max(LIMITS.nameMax).optional(),
    audioMuted: z.boolean(),
    videoMuted: z.boolean(),
    /** From an earlier `joined` of this tab: reconnecting replaces that participant instead of adding one. */
    resumeKey: z.string().max(128).optional(),
  }),
  z.object({ type: z.literal('publish'), sdp: z.string().max(200_000), tracks: z.array(publishedTrackSchema).max(8) }),
  z.object({ type: z.literal('subscriberAnswer'), sdp: z.string().max(200_000) }),
  z.object({ type: z.literal('trickle'), connection: connectionSchema, candidate: candidateSchema }),
  /** Asks for a fresh subscriber offer with an ICE restart (after a network change). */
  z.object({ type: z.literal('restartSubscriber') }),
  /**
   * Is this connection still alive? The server answers `pong`. A browser asks when its media falters
   * (its network may have changed under an open socket that will never hear anything again).
   */
  z.object({ type: z.literal('ping') }),
  /**
   * A connection connected (with the path it took) or failed: counted in /metrics, and a relayed path
   * marks the participant `relayed`.
   */
  z.object({
    type: z.literal('connectionReport'),
    connection: connectionSchema,
    outcome: z.enum(['connected', 'failed']),
    path: connectionPathSchema.optional(),
  }),
  /** The TURN credential of `joined` nears its expiry (a long meeting): the server answers `iceServers`. */
  z.object({ type: z.literal('refreshIceServers') }),
  /**
   * The layers wanted for remote cameras of this participant's own subscription (small tiles low,
   * the speaker view high, cameras not on screen off). Only the named mids change; a camera never
   * named is forwarded at the low layer.
   */
  z.object({
    type: z.literal('videoQuality'),
    streams: z
      .array(streamQualitySchema)
      .min(1)
      .max(LIMITS.participantsMax)
      .refine((streams) => new Set(streams.map((stream) => stream.mid)).size === streams.length, {
        error: 'Each mid at most once',
      }),
  }),
  z.object({ type: z.literal('mute'), audioMuted: z.boolean(), videoMuted: z.boolean() }),
  z.object({ type: z.literal('screenShare'), sharing: z.boolean() }),
  z.object({ type: z.literal('chat'), text }),
  z.object({ type: z.literal('raiseHand'), raised: z.boolean() }),
  z.object({ type: z.literal('admit'), participantId: z.string() }),
  z.object({ type: z.literal('deny'), participantId: z.string() }),
  z.object({ type: z.literal('muteParticipant'), participantId: z.string() }),
  // The host's tools for a crowd: everyone else's microphone off, every raised hand down.
  z.object({ type: z.literal('muteAll') }),
  z.object({ type: z.literal('lowerAllHands') }),
  z.object({ type: z.literal('removeParticipant'), participantId: z.string() }),
  // The host's stage in a large meeting: an audience member up to speak, a speaker back to the
  // audience, the audience's chat off or on. Refused with a STAGE_* code otherwise.
  z.object({ type: z.literal('inviteToStage'), participantId: z.string() }),
  z.object({ type: z.literal('moveToAudience'), participantId: z.string() }),
  z.object({ type: z.literal('audienceChat'), enabled: z.boolean() }),
  /**
   * A page of a large meeting's audience, for the participant list: those whose name contains `query`
   * (case- and accent-insensitive; empty for everyone), by name, AUDIENCE_PAGE_SIZE a page, `page`
   * from 1. Answered with `audiencePage`. Only the host and the speakers may ask: an audience member gets
   * an `error` with code AUDIENCE_LIST_NOT_ALLOWED, a normal meeting STAGE_NOT_LARGE_MEETING; more than
   * 20 requests in 10 s get an `error` without code.
   */
  z.object({
    type: z.literal('listAudience'),
    query: z.string().trim().max(LIMITS.nameMax),
    page: z.number().int().min(1).max(1000),
  }),
  z.object({ type: z.literal('endMeeting') }),
  /**
   * The organizer starts (true) or stops (false) the cloud recording; the server checks the plan,
   * the meeting's setting and the storage, and answers with `recordingChanged` or an `error` with its code.
   */
  z.object({ type: z.literal('record'), recording: z.boolean() }),
  z.object({ type: z.literal('leave') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// ---- Server -> client ------------------------------------------------------------------------

/** Audience members a page of `audiencePage` holds. */
export const AUDIENCE_PAGE_SIZE = 50;

/**
 * Why the room cannot take someone: `audience-full` when a large meeting's audience has filled every
 * media server's capacity (MEDIA_SERVER_MAX_SUBSCRIBERS each) although the plan would allow more;
 * `cancelled` when the organizer cancelled the meeting before it began.
 */
export const refusalReasonSchema = z.enum([
  'full',
  'audience-full',
  'ended',
  'cancelled',
  'not-open',
  'invalid-token',
  'media-unavailable',
]);
export type RefusalReason = z.infer<typeof refusalReasonSchema>;

export const roomEndReasonSchema = z.enum(['host', 'time-limit', 'ended']);

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('joined'),
    self: participantSchema,
    /**
     * Everyone else in a normal meeting. In a large meeting, the visible roster only: the speakers and
     * the audience members whose hand is raised; the rest of the audience is `audienceCount`.
     */
    participants: z.array(participantSchema),
    /** Audience members of a large meeting not in `participants` (this person not counted); 0 otherwise. */
    audienceCount: z.number().int().min(0),
    room: roomInfoSchema,
    iceServers: z.array(iceServerSchema),
    chat: z.array(chatMessageSchema),
    lobby: z.array(lobbyEntrySchema),
    resumeKey: z.string(),
    /** The recording that runs as this person joins, if any. */
    recording: roomRecordingSchema,
  }),
  /** Waiting for the host to admit; a `joined` follows on admission, `denied` otherwise. */
  z.object({ type: z.literal('lobby') }),
  z.object({ type: z.literal('denied'), message: z.string() }),
  /** The meeting cannot take this person now (full, ended, not yet open, media server down). */
  z.object({
    type: z.literal('refused'),
    reason: refusalReasonSchema,
    message: z.string(),
  }),
  /**
   * A request was refused; `code` (when there is one) names the reason as the HTTP API's error codes do.
   * SIGNALING_TOO_FAST (`params.type`: the message type) says messages of that type came faster than
   * the connection's budget and were dropped; it comes once per stretch, and is no one's to act on.
   */
  z.object({
    type: z.literal('error'),
    message: z.string(),
    code: z.enum(API_ERROR_CODES).optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  z.object({ type: z.literal('publisherAnswer'), sdp: z.string() }),
  z.object({ type: z.literal('subscriberOffer'), sdp: z.string(), streams: z.array(remoteStreamSchema) }),
  z.object({ type: z.literal('trickle'), connection: connectionSchema, candidate: candidateSchema }),
  z.object({ type: z.literal('participantJoined'), participant: participantSchema }),
  z.object({ type: z.literal('participantUpdated'), participant: participantSchema }),
  z.object({ type: z.literal('participantLeft'), participantId: z.string() }),
  /**
   * Large meetings only, instead of participantJoined/Updated/Left: the visible roster's changes since
   * the last batch (sent at most a few times a second). `participants`: joined or changed, to add or
   * replace by id; `hidden`: ids to take off the visible roster (left the room, or an audience member
   * whose hand went down); `audienceCount` as in `joined` (the receiver not counted). A participant always
   * gets their own updates at once, as `participantUpdated` (their own hand, mute and role never wait
   * for a batch); the batch is the same for everyone, so it may name its receiver too (in `participants`
   * or `hidden`): a client takes its own entry as its own state, never as someone else's tile.
   */
  z.object({
    type: z.literal('rosterChanged'),
    participants: z.array(participantSchema),
    hidden: z.array(z.string()),
    audienceCount: z.number().int().min(0),
  }),
  /** The answer to `listAudience`: `total` audience members match `query`; `page` of them, by name. */
  z.object({
    type: z.literal('audiencePage'),
    query: z.string(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    participants: z.array(participantSchema),
  }),
  z.object({ type: z.literal('activeSpeaker'), participantId: z.string().nullable() }),
  z.object({ type: z.literal('chat'), message: chatMessageSchema }),
  /** Host only: who waits in the lobby now. */
  z.object({ type: z.literal('lobbyUpdated'), lobby: z.array(lobbyEntrySchema) }),
  z.object({ type: z.literal('mutedByHost') }),
  /**
   * The host moved this person to the stage (`speaker`: ask for camera and microphone and publish) or
   * to the audience (the server has already ended their publishing). Everyone else gets their update.
   */
  z.object({ type: z.literal('roleChanged'), role: stageRoleSchema }),
  /** The room's settings changed while it runs (the audience's chat): the new room info. */
  z.object({ type: z.literal('roomUpdated'), room: roomInfoSchema }),
  z.object({ type: z.literal('removed'), message: z.string() }),
  z.object({ type: z.literal('timeWarning'), closesAt: z.iso.datetime() }),
  z.object({ type: z.literal('roomEnded'), reason: roomEndReasonSchema, message: z.string() }),
  /**
   * The media server saw many retransmission requests on this participant's subscribing connection
   * (Janus's slow_link): their link does not carry the layers they asked for.
   */
  z.object({ type: z.literal('slowLink') }),
  /**
   * A recording started (with its start) or stopped (null): show or hide the Recording indicator.
   * `stoppedBecause` says why a recording stopped by itself, for a notice to everyone in the room.
   */
  z.object({
    type: z.literal('recordingChanged'),
    recording: roomRecordingSchema,
    stoppedBecause: recordingStopReasonSchema.optional(),
  }),
  /** The media server restarted: publish again and wait for a new subscriber offer. */
  z.object({ type: z.literal('mediaReset') }),
  /** The answer to `ping`. */
  z.object({ type: z.literal('pong') }),
  /** The answer to `refreshIceServers`: a fresh TURN credential for the connections (setConfiguration). */
  z.object({ type: z.literal('iceServers'), iceServers: z.array(iceServerSchema) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
