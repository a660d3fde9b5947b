// Issue #31: the log carries a line per request (reqId, method, route pattern, status, ms, tenant,
// user) and never a password, token, second-factor code, reset link or message text; with
// DEV_OUTBOX=off codes and links go to their recipient or nowhere, never to the log or stdout.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../chats/test-support.js';
import { outbox } from '../db/schema.js';
import type { MessageSink, OutgoingMessage } from '../outbox/outbox.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { capturingLogger, type CapturedLog } from '../test/log-capture.js';

const DOMAIN = 'flirt-nl.demo.test';
const PHONE = '+31612345678';

/** What went to stdout, stderr and the console meanwhile (the old dev outbox printed there). */
function watchOutput(): { text: () => string; restore: () => void } {
  const written: string[] = [];
  const keep = (...parts: unknown[]) => {
    written.push(parts.map((part) => (typeof part === 'string' ? part : String(part))).join(' '));
  };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      keep(chunk);
      return true;
    }),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
      keep(chunk);
      return true;
    }),
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(keep),
    ),
  ];
  return {
    text: () => written.join('\n'),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

/** Whether `secret` shows anywhere in `text`; a short one (a code) as itself, not inside a number. */
function shows(text: string, secret: string): boolean {
  if (secret.length > 8) return text.includes(secret);
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^0-9A-Za-z])${escaped}([^0-9A-Za-z]|$)`).test(text);
}

function capturingPort(): MessageSink & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

describe('DEV_OUTBOX=off with an SMS port and a mail provider wired', () => {
  let server: TestServer;
  let log: CapturedLog;
  const sms = capturingPort();
  const mail = capturingPort();
  let output: ReturnType<typeof watchOutput>;

  beforeAll(async () => {
    log = capturingLogger('trace');
    server = await startTestServer({
      logger: log.logger,
      devOutbox: 'off',
      messages: { sms, mail },
    });
    output = watchOutput();
  });
  afterAll(async () => {
    output?.restore();
    await server?.close();
  });

  it('logs no password, token, code, reset link or message text, and a line per request', async () => {
    const secrets: string[] = [DEMO_PASSWORD];

    // Sign in with a password, refresh the session.
    const signIn = await server.call('POST', '/auth/sign-in', {
      body: { email: 'manager@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    secrets.push(signIn.body.idToken, signIn.body.refreshToken);
    const refreshed = await server.call('POST', '/auth/refresh', {
      body: { refreshToken: signIn.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    secrets.push(refreshed.body.idToken, refreshed.body.refreshToken);

    // A password reset: the link goes to the mail provider alone; the new password nowhere.
    const reset = await server.call('POST', '/auth/password-reset', {
      body: { email: 'manager@demo.test' },
    });
    expect(reset.status).toBe(200);
    const resetMail = mail.sent.at(-1);
    expect(resetMail?.recipient).toBe('manager@demo.test');
    const link = /https?:\/\/\S+/.exec(resetMail?.body ?? '')?.[0];
    const resetToken = link ? new URL(link).searchParams.get('token') : null;
    if (!link || !resetToken) throw new Error(`no link in ${resetMail?.body}`);
    secrets.push(link, resetToken);
    const newPassword = 'a-brand-new-password-31';
    secrets.push(newPassword);
    const confirmed = await server.call('POST', '/auth/password-reset/confirm', {
      body: { token: resetToken, password: newPassword },
    });
    expect(confirmed.status).toBe(204);

    // The phone second factor: the code goes to the SMS port alone.
    const operator = await server.signIn('operator@demo.test');
    secrets.push(operator.idToken, operator.refreshToken);
    const enrol = await server.call('POST', '/auth/mfa/phone/enroll', {
      token: operator.idToken,
      body: { phoneNumber: PHONE },
    });
    expect(enrol.status).toBe(200);
    const text = sms.sent.at(-1);
    expect(text?.recipient).toBe(PHONE);
    const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
    if (!code || !text) throw new Error(`no code in ${text?.body}`);
    secrets.push(code, text.body);
    const verify = await server.call('POST', '/auth/mfa/phone/verify', {
      token: operator.idToken,
      body: { code },
    });
    expect(verify.status).toBe(204);

    // A chat reply with a text of its own.
    const op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['fr']);
    secrets.push(op.token);
    const chatId = await insertWaitingChat(server.handle.db, { locale: 'fr' });
    const claim = await server.call('POST', `/chats/${chatId}/claim`, {
      token: op.token,
      body: { domain: DOMAIN },
      headers: { 'X-Request-Id': 'client-claim-1' },
    });
    expect(claim.status).toBe(200);
    expect(claim.headers.get('X-Request-Id')).toBe('client-claim-1');
    const content = 'Zebra umbrella at midnight, just between us 7731';
    secrets.push(content);
    const sent = await server.call('POST', '/message/send', {
      token: op.token,
      body: {
        chatDocumentId: chatId,
        message: { senderType: 'agent', senderId: op.uid, content },
        domain: DOMAIN,
        metadata: {},
      },
    });
    expect(sent.status).toBe(200);

    const logged = log.lines.join('');
    for (const secret of secrets) {
      expect(shows(logged, secret), `the log shows ${secret}`).toBe(false);
      expect(shows(output.text(), secret), `stdout shows ${secret}`).toBe(false);
    }
    // Not even the tokens' signatures or the SMS's wording.
    expect(logged).not.toContain('verification code');
    expect(logged).not.toContain('token=');

    // Request lines: the route pattern, never the path with its ids.
    const requests = log.records().filter((record) => record.msg === 'request');
    expect(requests.map((record) => `${String(record.method)} ${String(record.route)}`)).toEqual(
      expect.arrayContaining([
        'POST /auth/sign-in',
        'POST /auth/refresh',
        'POST /auth/password-reset',
        'POST /auth/password-reset/confirm',
        'POST /auth/mfa/phone/enroll',
        'POST /auth/mfa/phone/verify',
        'POST /chats/:id/claim',
        'POST /message/send',
      ]),
    );
    expect(logged).not.toContain(`/chats/${chatId}`);
    for (const record of requests) {
      expect(typeof record.reqId).toBe('string');
      expect(typeof record.status).toBe('number');
      expect(typeof record.ms).toBe('number');
      expect(record.level).toBe('info');
    }
    const claimLine = requests.find((record) => record.route === '/chats/:id/claim');
    expect(claimLine).toMatchObject({ reqId: 'client-claim-1', status: 200, uid: op.uid });
    expect(typeof claimLine?.tenantId).toBe('string');
    const sendLine = requests.find((record) => record.route === '/message/send');
    expect(sendLine).toMatchObject({ status: 200, uid: op.uid, tenantId: claimLine?.tenantId });
    // A sign-in has no user yet; a call with a token names its user.
    const enrolLine = requests.find((record) => record.route === '/auth/mfa/phone/enroll');
    expect(enrolLine?.uid).toEqual(expect.any(String));
  });

  it('keeps no dev outbox: nothing stored, nothing to read', async () => {
    expect(await server.handle.db.select().from(outbox)).toEqual([]);
    const res = await server.call('GET', `/dev/outbox?to=${encodeURIComponent(PHONE)}`);
    expect(res.status).toBe(404);
  });
});

describe('DEV_OUTBOX=off with no SMS provider and no SMTP', () => {
  let server: TestServer;
  let log: CapturedLog;
  let output: ReturnType<typeof watchOutput> | undefined;

  beforeAll(async () => {
    log = capturingLogger('trace');
    server = await startTestServer({ logger: log.logger, devOutbox: 'off' });
  });
  afterEach(() => output?.restore());
  afterAll(async () => {
    await server?.close();
  });

  it('sends codes and links nowhere: not to the log, stdout or the database; a warning says so', async () => {
    output = watchOutput();
    const operator = await server.signIn('operator@demo.test');
    const enrol = await server.call('POST', '/auth/mfa/phone/enroll', {
      token: operator.idToken,
      body: { phoneNumber: PHONE },
    });
    expect(enrol.status).toBe(200);
    const reset = await server.call('POST', '/auth/password-reset', {
      body: { email: 'manager@demo.test' },
    });
    expect(reset.status).toBe(200);

    expect(await server.handle.db.select().from(outbox)).toEqual([]);
    expect(await server.handle.db.select().from(outbox).where(eq(outbox.recipient, PHONE))).toEqual(
      [],
    );
    for (const text of [log.lines.join(''), output.text()]) {
      expect(text).not.toContain('verification code');
      expect(text).not.toContain('token=');
      expect(text).not.toContain('/reset-password');
      expect(text).not.toContain(PHONE);
      expect(text).not.toContain('manager@demo.test');
    }
    const dropped = log.records().filter((record) => record.job === 'outbox');
    expect(dropped).toEqual([
      expect.objectContaining({ level: 'warn', channel: 'sms', to: '+31…78' }),
      expect.objectContaining({ level: 'warn', channel: 'mail', to: 'm…@demo.test' }),
    ]);
  });
});
