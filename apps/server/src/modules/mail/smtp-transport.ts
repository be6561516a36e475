import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-types';

/** Sends over SMTP_URL. nodemailer resolves only after the server accepted the message (250 after DATA). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    // A mail server that hangs must not hold the sender forever; the outbox retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same Message-ID on every retry lets receivers drop a duplicate after a lost acknowledgement.
        messageId: `<${mail.id}@video-meeting.local>`,
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
