import type { PGlite } from '@electric-sql/pglite';
import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetService } from '../auth/password-reset.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { outbox, passwordResets } from '../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.js';
import { buildApp, listen } from '../server.js';
import { DevOutbox } from './outbox.js';
import { messageSinkFor, SmtpMailSink } from './smtp.js';
import { pgliteForOpening } from '../test/empty-pglite.js';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP receiver (RFC 5321 without extensions: no TLS, no AUTH) on a free local port,
 * so the tests talk real SMTP over a real socket.
 */
async function startSmtpReceiver(): Promise<{
  port: number;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let reading: ReceivedMail | null = null;
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP ready');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const current: ReceivedMail = reading ?? { from: '', to: [], data: '' };
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          mails.push(current);
          buffer = buffer.slice(end + 5);
          inData = false;
          reading = null;
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test.local');
        else if (verb === 'MAIL') {
          reading = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [], data: '' };
          reply('250 OK');
        } else if (verb === 'RCPT') {
          reading?.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    port: address.port,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The text of a mail body, quoted-printable soft breaks and escapes undone. */
function bodyText(data: string): string {
  const body = data.slice(data.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(data: string, name: string): string | undefined {
  const head = data.slice(0, data.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let handle: DatabaseHandle;
  let pglite: PGlite;
  let stop: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    pglite = await pgliteForOpening();
    handle = await openDatabase({ pglite });
    await seedDemo(handle.db, { volume: 'small' });
    const { app, deps } = await buildApp(handle.db, {
      ID_TOKEN_TTL_S: 900,
      REFRESH_TOKEN_TTL_S: 3600,
      PUBLIC_URL: 'http://console.test',
      CHAT_CLAIM_TTL_S: 300,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Switchboard Test <mail@switchboard.test>',
    });
    const started = await listen(app, deps, 0, '127.0.0.1');
    stop = started.close;
    url = `http://127.0.0.1:${started.port}`;
  }, 60_000);

  afterAll(async () => {
    await stop();
    await handle.close();
    await pglite.close();
    await smtp.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('delivers the password-reset mail with a working link to the SMTP server', async () => {
    const res = await post('/auth/password-reset', { email: 'manager@demo.test' });
    expect(res.status).toBe(200);

    const mail = smtp.mails.find((m) => m.to.includes('manager@demo.test'));
    expect(mail?.from).toBe('mail@switchboard.test');
    expect(header(mail?.data ?? '', 'Subject')).toBe('Reset your Switchboard password');
    expect(header(mail?.data ?? '', 'From')).toBe('Switchboard Test <mail@switchboard.test>');
    const link = /http:\/\/console\.test\/auth\/reset-password\?token=(\S+)/.exec(
      bodyText(mail?.data ?? ''),
    );
    expect(link).not.toBeNull();
    // The link opens the server's own page for choosing the new password.
    const page = await fetch(`${url}/auth/reset-password?token=${link?.[1]}`, {
      headers: { Accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Choose a new password');

    // The link's token sets a new password: the mail carried the real link.
    const confirm = await post('/auth/password-reset/confirm', {
      token: link?.[1],
      password: 'a-new-password',
    });
    expect(confirm.status).toBe(204);
    const signIn = await post('/auth/sign-in', {
      email: 'manager@demo.test',
      password: 'a-new-password',
    });
    expect(signIn.status).toBe(200);
    const old = await post('/auth/sign-in', {
      email: 'manager@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(old.status).toBe(401);
  });

  it('no longer keeps mail in the dev outbox', async () => {
    const res = await fetch(`${url}/dev/outbox?to=manager@demo.test`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { messages: unknown[] };
    expect(body.messages).toEqual([]);
  });

  it('keeps sending SMS to the dev outbox', async () => {
    const sink = messageSinkFor(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'a@switchboard.test' },
      new DevOutbox(handle.db, () => undefined),
    );
    const before = smtp.mails.length;
    await sink.send({ channel: 'sms', recipient: '+31612345678', subject: 'Code', body: '123456' });
    const rows = await handle.db.select().from(outbox);
    expect(rows.some((row) => row.recipient === '+31612345678' && row.body === '123456')).toBe(
      true,
    );
    expect(smtp.mails.length).toBe(before);
  });

  it('answers 502 when the SMTP server is down, and gives the cooldown back', async () => {
    const resets = new PasswordResetService(
      handle.db,
      new SmtpMailSink('smtp://127.0.0.1:9', 'a@switchboard.test'),
      'http://console.test',
      () => new Date(),
    );
    const failed = resets.request('admin@demo.test');
    await expect(failed).rejects.toMatchObject({ status: 502, code: 'upstream-failed' });
    const kept = await handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.email, 'admin@demo.test'));
    expect(kept).toEqual([]);
    // Asking again right away is not refused by the cooldown: no mail went out.
    await expect(resets.request('admin@demo.test')).rejects.toMatchObject({ status: 502 });
  });

  it('refuses to send an SMS over SMTP', async () => {
    const sink = new SmtpMailSink(`smtp://127.0.0.1:${smtp.port}`, 'a@switchboard.test');
    await expect(
      sink.send({ channel: 'sms', recipient: '+31612345678', subject: 'Code', body: '1' }),
    ).rejects.toThrow(/SMTP carries mail/);
  });

  it('uses the dev outbox for everything when SMTP_URL is unset', () => {
    const dev = new DevOutbox(handle.db, () => undefined);
    expect(messageSinkFor({}, dev)).toBe(dev);
  });
});
