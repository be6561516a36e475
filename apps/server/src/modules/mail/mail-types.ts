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

/** What the data export shows of one e-mail (decision record 019): never its body, never a code. */
export interface MailRecord {
  kind: string;
  to: string;
  /** Null for the e-mails that carry a sign-in or confirmation code. */
  subject: string | null;
  status: 'pending' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
}
