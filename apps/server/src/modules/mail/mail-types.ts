/** A text attachment (calendar invitations, for instance). */
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
}

/** Where the outbox sender hands a message. `send` resolves only once the message was accepted. */
export interface MailTransport {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail & { from: string; id: string }): Promise<void>;
  close(): Promise<void>;
}
