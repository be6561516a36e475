import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailAttachment, MailTransport } from './mail-types';

export interface StoredMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  createdAt: string;
  /** Real delivery order; createdAt follows the injectable clock, which tests may hold still. */
  order?: number;
}

let deliveries = 0;

/**
 * The local mailbox used when no SMTP server is configured: each message is one JSON file under
 * DATA_DIR/mailbox, so a new user can read their sign-in code without any mail server. The files hold
 * sign-in codes, so only the owner may read them.
 */
export class DevMailbox {
  constructor(
    readonly directory: string,
    /** Required on every mailbox request (see dev-mailbox-access.ts). */
    readonly accessKey: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async deliver(mail: Omit<StoredMail, 'createdAt' | 'attachments' | 'order'> & { attachments?: MailAttachment[] }) {
    await fs.mkdir(this.directory, { recursive: true, mode: 0o700 });
    // mkdir leaves a directory made by an earlier version as it was.
    await fs.chmod(this.directory, 0o700);
    const stored: StoredMail = {
      ...mail,
      attachments: mail.attachments ?? [],
      createdAt: this.now().toISOString(),
      order: Date.now() * 1000 + (deliveries++ % 1000),
    };
    const file = path.join(this.directory, `${safeName(mail.id)}.json`);
    // Write then rename, so a reader never sees half a message.
    await fs.writeFile(`${file}.tmp`, JSON.stringify(stored), { mode: 0o600 });
    await fs.rename(`${file}.tmp`, file);
  }

  /** Newest first. */
  async list(): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const messages = await Promise.all(
      names.filter((name) => name.endsWith('.json')).map((name) => this.read(path.join(this.directory, name))),
    );
    return messages
      .filter((message): message is StoredMail => message !== undefined)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.order ?? 0) - (a.order ?? 0));
  }

  async get(id: string): Promise<StoredMail | undefined> {
    return this.read(path.join(this.directory, `${safeName(id)}.json`));
  }

  /** Removes these messages (account deletion removes the mail to the account's addresses). */
  async delete(ids: readonly string[]): Promise<void> {
    await Promise.all(ids.map((id) => fs.rm(path.join(this.directory, `${safeName(id)}.json`), { force: true })));
  }

  private async read(file: string): Promise<StoredMail | undefined> {
    try {
      return JSON.parse(await fs.readFile(file, 'utf8')) as StoredMail;
    } catch {
      return undefined;
    }
  }

  transport(): MailTransport {
    return {
      kind: 'dev-mailbox',
      send: (mail) =>
        this.deliver({
          id: mail.id,
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments: mail.attachments,
        }),
      close: async () => {},
    };
  }
}

function safeName(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '');
}
