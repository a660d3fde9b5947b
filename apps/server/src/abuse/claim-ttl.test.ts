import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbuseItem } from '@switchboard/domain';
import { flaggedItems } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { createUser, insertFlagged } from './test-support.js';

// #28: the abuse claim expiry is a setting (ABUSE_CLAIM_TTL_S), not the domain's fixed 10 minutes.
const TTL_S = 30;

let server: TestServer;
let a: { uid: string; token: string };
let b: { uid: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ abuseClaimTtlS: TTL_S });
  a = await createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl']);
  b = await createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl']);
  // The demo's flagged items out of the way: the queue holds only this file's.
  await server.handle.db.delete(flaggedItems);
});
afterAll(async () => {
  await server?.close();
});

const post = (path: string, token: string, body?: unknown) =>
  server.call('POST', path, { token, body });
const next = async (who: { token: string }) => {
  const res = await post('/abuse/next', who.token, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data === null ? null : AbuseItem.parse(res.body.data);
};

describe('ABUSE_CLAIM_TTL_S', () => {
  it('lets another reviewer take an item once the configured seconds have passed', async () => {
    const [id] = await insertFlagged(server, 1);
    expect((await next(a))?.id).toBe(id);
    server.advance(TTL_S * 1_000 - 1_000);
    expect(await next(b)).toBeNull();
    expect((await post(`/abuse/items/${id}/claim`, b.token)).status).toBe(409);
    server.advance(1_000);
    expect(await next(b)).toMatchObject({ id, abuse: { claimedBy: b.uid } });
    expect((await post(`/abuse/items/${id}/mark`, a.token, { verdict: 'safe' })).status).toBe(409);

    // Claiming by id follows the same setting.
    server.advance(TTL_S * 1_000);
    const claimed = await post(`/abuse/items/${id}/claim`, a.token);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(AbuseItem.parse(claimed.body.data).abuse.claimedBy).toBe(a.uid);
  });
});
