import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface OutgoingMessage {
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Where mail and SMS go. The default sink is the dev outbox; a real provider implements the same port. */
export interface MessageSink {
  send(message: OutgoingMessage): Promise<void>;
}

/** The dev outbox: keeps every message in the database and prints it to the server log. */
export class DevOutbox implements MessageSink {
  constructor(
    private readonly db: Database,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outbox).values({ id: randomUUID(), ...message });
    this.log(
      `[outbox] ${message.channel} to ${message.recipient}: ${message.subject}\n${message.body}`,
    );
  }

  /** The newest messages to a recipient, newest first. */
  list(recipient: string, limit = 20) {
    return this.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient.trim().toLowerCase()))
      .orderBy(desc(outbox.createdAt))
      .limit(limit);
  }
}
