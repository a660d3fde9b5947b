import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dataOf } from '@switchboard/domain';
import { ApiClient, type TokenSource } from './api.js';
import { CliError } from './errors.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const tokens = (renewed: string | null = null) => {
  const renew = vi.fn(() => Promise.resolve(renewed));
  const source: TokenSource = { token: () => Promise.resolve('old-token'), renew };
  return Object.assign(source, { renewCalls: renew });
};

async function failure(promise: Promise<unknown>): Promise<CliError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof CliError)) throw new Error(`expected a CliError, got ${String(error)}`);
  return error;
}

describe('ApiClient', () => {
  it('sends the bearer token and the query, and parses the answer with the schema', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(json(200, { data: ['a'] })));
    const api = new ApiClient('http://server.test/', tokens(), fetchImpl);
    const answer = await api.call('GET', '/redis/keys/x', dataOf(z.array(z.string())), {
      query: { locale: '', skipped: undefined },
    });
    expect(answer).toEqual({ data: ['a'] });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect((url as URL).href).toBe('http://server.test/redis/keys/x?locale=');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer old-token' });
  });

  it.each([
    [400, 'usage', 2],
    [401, 'unauthenticated', 1],
    [403, 'not-allowed', 1],
    [404, 'not-found', 1],
    [409, 'conflict', 1],
    [429, 'rate-limited', 1],
    [500, 'server', 1],
  ] as const)(
    'maps HTTP %i to %s (exit code %i) with the server message',
    async (status, code, exit) => {
      const fetchImpl = () =>
        Promise.resolve(json(status, { error: { code: 'x', message: 'Server says no.' } }));
      const error = await failure(
        new ApiClient('http://s.test', tokens(), fetchImpl).send('GET', '/auth/me'),
      );
      expect(error.code).toBe(code);
      expect(error.exitCode).toBe(exit);
      expect(error.message).toMatch(/^Server says no\./);
      expect(error.serverCode).toBe('x');
    },
  );

  it('tells to log in again after a 401 that a renewed token does not fix', async () => {
    const source = tokens(null);
    const fetchImpl = () =>
      Promise.resolve(json(401, { error: { code: 'auth/id-token-expired', message: 'Expired.' } }));
    const error = await failure(
      new ApiClient('http://s.test', source, fetchImpl).send('GET', '/auth/me'),
    );
    expect(error.message).toBe('Expired. Run `switchboard login`.');
    expect(source.renewCalls).toHaveBeenCalledOnce();
  });

  it('retries once with a renewed token after a 401', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        json(401, { error: { code: 'auth/id-token-expired', message: 'Expired.' } }),
      )
      .mockResolvedValueOnce(json(200, { ok: true }));
    const answer = await new ApiClient('http://s.test', tokens('new-token'), fetchImpl).send(
      'GET',
      '/auth/me',
    );
    expect(answer).toEqual({ ok: true });
    expect(fetchImpl.mock.calls[1]?.[1]?.headers).toMatchObject({
      Authorization: 'Bearer new-token',
    });
  });

  it('reports an unreachable server as exit code 1', async () => {
    const fetchImpl = () =>
      Promise.reject(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } }));
    const error = await failure(
      new ApiClient('http://nowhere.test', tokens(), fetchImpl).send('GET', '/auth/me'),
    );
    expect(error).toMatchObject({ code: 'unreachable', exitCode: 1 });
    expect(error.message).toBe('Cannot reach the server at http://nowhere.test: ENOTFOUND');
  });

  it('refuses to send without a token, and says how to get one', async () => {
    const error = await failure(new ApiClient('http://s.test', null).send('GET', '/auth/me'));
    expect(error.message).toBe(
      'Not signed in to http://s.test. Run `switchboard login`, or set SWITCHBOARD_TOKEN.',
    );
  });

  it('reports an answer that does not fit the schema', async () => {
    const fetchImpl = () => Promise.resolve(json(200, { data: [1] }));
    const error = await failure(
      new ApiClient('http://s.test', tokens(), fetchImpl).call(
        'GET',
        '/auth/me',
        dataOf(z.array(z.string())),
      ),
    );
    expect(error.message).toMatch(/^Unexpected answer from GET \/auth\/me: data\.0: /);
  });
});
