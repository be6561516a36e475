import type { Locale } from '@vm/contracts';
import type { MailBlock } from '../mail/mail-layout';

/**
 * What another module adds to one invitation's e-mails (the invitation and its updates): a booking's
 * links to join, move or cancel, decision record 070. Texts come in the e-mail's language.
 */
export interface InvitationMailExtras {
  /** Takes the place of the invitation's own button (its page, where an invitee signs in to answer). */
  button?: { text: string; href: string };
  /** After the button. */
  blocks: MailBlock[];
  /** The language the whole e-mail is written in, when the other module knows the reader's (a booker's). */
  locale?: Locale;
}

/**
 * The question the invitations module asks while it writes an invitation's e-mail. Built from the
 * other module's own repository before this module (app.ts), like the meetings module's invitation
 * lookup, so this module never reads the other's tables.
 */
export type InvitationMailExtrasLookup = (invitation: {
  meetingId: string;
  inviteeEmail: string;
  locale: Locale;
}) => Promise<InvitationMailExtras | undefined>;
