/**
 * A text attachment. A `text/calendar` one (with `method=REQUEST` or `CANCEL` in its content type) is
 * sent as the message's calendar invitation, so mail clients offer Accept and Decline.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The user whose action sends this (an organizer inviting people), for per-sender caps. */
  senderId?: string;
}

/** Where the outbox sender hands a message. `send` resolves only once the message was accepted. */
export interface MailTransport {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail & { from: string; id: string }): Promise<void>;
  close(): Promise<void>;
}
