import nodemailer, { type Transporter } from 'nodemailer';
import { loadConfig, type ServerConfig } from '../config.js';
import type { MessageSink, OutgoingMessage } from './outbox.js';

/** Mail over SMTP (nodemailer): `smtp://user:pass@host:port`, or `smtps://` for TLS from the start. */
export class SmtpMailSink implements MessageSink {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'mail') {
      throw new Error(`SMTP carries mail, not ${message.channel}`);
    }
    await this.transport.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
    });
  }
}

/** Sends mail to one sink and everything else (SMS) to another. */
export class ChannelSink implements MessageSink {
  constructor(
    private readonly mail: MessageSink,
    private readonly other: MessageSink,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return (message.channel === 'mail' ? this.mail : this.other).send(message);
  }
}

/**
 * Where the server's mail and SMS go: with `SMTP_URL` set, mail goes over SMTP and SMS stays in
 * the dev outbox (no SMS provider is wired yet); without it, both go to the dev outbox.
 */
export function messageSinkFor(
  config: Partial<Pick<ServerConfig, 'SMTP_URL' | 'MAIL_FROM'>>,
  devOutbox: MessageSink,
): MessageSink {
  if (!config.SMTP_URL) return devOutbox;
  // The settings' own default sender when the caller passed only the URL.
  const from = config.MAIL_FROM ?? loadConfig({}).MAIL_FROM;
  return new ChannelSink(new SmtpMailSink(config.SMTP_URL, from), devOutbox);
}
