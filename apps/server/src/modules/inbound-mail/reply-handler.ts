import type { FastifyBaseLogger } from 'fastify';
import type { ParsedMail } from 'mailparser';
import type { InvitationsService } from '../invitations/invitations-service';
import { calendarsOf, readCalendarReply } from './calendar-reply';
import type { InboundMailHandler } from './smtp-listener';

export type CalendarReplies = InvitationsService['calendarReplies'];

/**
 * Each calendar in a mail to a reply address is read as an iTIP REPLY and handed to the invitations
 * module, which answers the invitation only when the address, the UID and the ATTENDEE are all its
 * (decision record 061). Whatever is not taken leaves one log line with the reason and nothing else.
 */
export function createReplyHandler(calendarReplies: CalendarReplies, log: FastifyBaseLogger): InboundMailHandler {
  return {
    isKnownToken: (token) => calendarReplies.isKnownToken(token),
    async handle(mail: ParsedMail, tokens: string[]) {
      const calendars = calendarsOf(mail);
      if (calendars.length === 0) {
        log.info({ reason: 'no-calendar' }, 'calendar reply dropped');
        return;
      }
      for (const token of tokens) {
        for (const text of calendars) {
          const read = readCalendarReply(text);
          if (typeof read === 'string') {
            log.info({ reason: read }, 'calendar reply dropped');
            continue;
          }
          const outcome = await calendarReplies.answer({ token, ...read });
          if (outcome === 'answered') log.info({ answer: read.answer }, 'calendar reply answered an invitation');
          else log.info({ reason: outcome }, 'calendar reply dropped');
        }
      }
    },
  };
}
