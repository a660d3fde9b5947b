import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { defaultLogger, type Logger } from '../log/logger.js';

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

/**
 * How the dev outbox prints a message: whole, for the developer at this machine, as a warning
 * (it was not sent). Only with `DEV_OUTBOX=local`: with `off` there is no dev outbox.
 */
export function printTo(logger: Logger): (message: OutgoingMessage) => void {
  return (message) =>
    logger.warn(
      { channel: message.channel },
      `[outbox] ${message.channel} to ${message.recipient}: ${message.subject}\n${message.body}`,
    );
}

/**
 * The dev outbox (`DEV_OUTBOX=local`): keeps every message in the database, readable at
 * `GET /dev/outbox` from this machine, and prints it to the server log.
 */
export class DevOutbox implements MessageSink {
  constructor(
    private readonly db: Database,
    private readonly print: (message: OutgoingMessage) => void = printTo(
      defaultLogger().child({ job: 'outbox' }),
    ),
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outbox).values({ id: randomUUID(), ...message });
    this.print(message);
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

/** A recipient as the log may name it: enough to tell whom, not the whole address or number. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, 1)}…${recipient.slice(at)}`;
  return recipient.length > 6 ? `${recipient.slice(0, 3)}…${recipient.slice(-2)}` : '…';
}

/**
 * Where a message goes with `DEV_OUTBOX=off` when no provider carries its channel (SMS: no SMS
 * port is wired; mail without `SMTP_URL`): nowhere. A warning says that one was dropped, to whom
 * (masked), never what it said: no code, no link, no subject.
 */
export class UndeliveredSink implements MessageSink {
  constructor(private readonly logger: Logger) {}

  send(message: OutgoingMessage): Promise<void> {
    this.logger.warn(
      { channel: message.channel, to: maskRecipient(message.recipient) },
      message.channel === 'sms'
        ? 'An SMS was not sent: no SMS provider is wired (DEV_OUTBOX=off)'
        : 'A mail was not sent: SMTP_URL is unset (DEV_OUTBOX=off)',
    );
    return Promise.resolve();
  }
}
