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
      const calendar = mail.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
      const others = mail.attachments?.filter((attachment) => attachment !== calendar);
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same Message-ID on every retry lets receivers drop a duplicate after a lost acknowledgement.
        messageId: `<${mail.id}@video-meeting.local>`,
        attachments: others?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
        // The calendar goes in as an iTIP part (text/calendar; method=...) plus an .ics file.
        icalEvent: calendar
          ? { method: calendarMethod(calendar.contentType), filename: calendar.filename, content: calendar.content }
          : undefined,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

function calendarMethod(contentType: string): string {
  return /method=([A-Z]+)/i.exec(contentType)?.[1]?.toUpperCase() ?? 'PUBLISH';
}
