// The demo gateway sends no e-mail: each message is written as a .txt file under
// DATA_DIR/outbox/ (named by time, so the newest sorts last) and kept in memory for tests.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  sentAt: Date;
  /** The file it was written to; null when the outbox keeps messages in memory only. */
  file: string | null;
}

export class Outbox {
  readonly messages: OutboxMessage[] = [];

  /** With no directory the messages are only kept in memory. */
  constructor(readonly dir: string | null = null) {}

  async send(mail: { to: string; subject: string; body: string }, sentAt: Date = new Date()): Promise<OutboxMessage> {
    let file: string | null = null;
    if (this.dir) {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      // ISO time with ':' replaced keeps the name portable and sortable.
      const stamp = sentAt.toISOString().replace(/:/g, '-');
      file = join(this.dir, `${stamp}-${randomBytes(3).toString('hex')}.txt`);
      const text = `To: ${mail.to}\nSubject: ${mail.subject}\nDate: ${sentAt.toUTCString()}\n\n${mail.body}\n`;
      await writeFile(file, text, { mode: 0o600 });
    }
    const message = { ...mail, sentAt, file };
    this.messages.push(message);
    return message;
  }
}
