import nodemailer, { type Transporter } from 'nodemailer';
import { loadConfig, type ServerConfig } from '../config.js';
import { defaultLogger, type Logger } from '../log/logger.js';
import { UndeliveredSink, type MessageSink, type OutgoingMessage } from './outbox.js';

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

/** Providers wired in code (an SMS gateway, tests): each carries its channel before anything else. */
export interface MessagePorts {
  mail?: MessageSink;
  sms?: MessageSink;
}

/**
 * Where the server's mail and SMS go. Mail: the `mail` port, else SMTP with `SMTP_URL`. SMS: the
 * `sms` port (none is wired in the server yet). What no provider carries goes to the dev outbox
 * with `DEV_OUTBOX=local` (the default), and nowhere with `off` (`UndeliveredSink`: a warning
 * without the message), so codes and links reach their recipient or no one.
 */
export function messageSinkFor(
  config: Partial<Pick<ServerConfig, 'SMTP_URL' | 'MAIL_FROM' | 'DEV_OUTBOX'>>,
  devOutbox: MessageSink | null,
  ports: MessagePorts & { logger?: Logger } = {},
): MessageSink {
  const fallback =
    config.DEV_OUTBOX !== 'off' && devOutbox
      ? devOutbox
      : new UndeliveredSink(ports.logger ?? defaultLogger().child({ job: 'outbox' }));
  let mail = ports.mail ?? fallback;
  if (!ports.mail && config.SMTP_URL) {
    // The settings' own default sender when the caller passed only the URL.
    const from = config.MAIL_FROM ?? loadConfig({}).MAIL_FROM;
    mail = new SmtpMailSink(config.SMTP_URL, from);
  }
  const sms = ports.sms ?? fallback;
  return mail === sms ? mail : new ChannelSink(mail, sms);
}
