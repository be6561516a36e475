/**
 * The two names of a meeting (docs/architecture.md, 'Glossary'). `MeetingId` is the opaque id that
 * rows, invitations, rooms and join tokens refer to; `MeetingCode` is the human code people read and
 * type (ABC-2026-123456). The wire keeps its field names (`Meeting.meetingId` is the code,
 * `Invitation.meetingId` the id); inside the server each has its own type, so one cannot be passed
 * where the other is meant. Only a route edge takes either and resolves it (meetings-service.ts,
 * `resolve`).
 */
export type MeetingId = string & { readonly __brand: 'MeetingId' };
export type MeetingCode = string & { readonly __brand: 'MeetingCode' };

/** A meeting's id or code, as paths take either (docs/product.md, 'Identifiers'); only routes hold one. */
export type MeetingRef = string;

/** An id read from another module's row (an invitation's, a room's, a join token's). */
export const asMeetingId = (id: string) => id as MeetingId;
