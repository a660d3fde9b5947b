import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ABUSE_CLAIM_EXPIRY_MS,
  ABUSE_UNDO_WINDOW_MS,
  AbuseAuditResponse,
  AbuseBulkResult,
  AbuseItem,
  AbuseItemPageResponse,
  AbuseUndoResult,
} from '@switchboard/domain';
import { flaggedItems } from '../db/schema.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { createUser, insertFlagged } from './test-support.js';

let server: TestServer;
let a: { uid: string; token: string };
let b: { uid: string; token: string };
let admin: { uid: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  a = await createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl', 'de']);
  b = await createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl', 'de']);
  admin = await createUser(server, ['CHAT_ADMIN'], ['nl', 'de']);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.handle.db.delete(flaggedItems);
});

const post = (path: string, token: string, body?: unknown) =>
  server.call('POST', path, { token, body });
const get = (path: string, token: string) => server.call('GET', path, { token });
const next = async (who: { token: string }) => {
  const res = await post('/abuse/next', who.token, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data === null ? null : AbuseItem.parse(res.body.data);
};

describe('the queue and next item', () => {
  it('lists pending and claimed items of the caller’s geos, messages and pokes merged, oldest first', async () => {
    const [newer] = await insertFlagged(server, 1, { minutesAgo: 10 });
    const [older] = await insertFlagged(server, 1, { minutesAgo: 30, kind: 'poke' });
    await insertFlagged(server, 1, { minutesAgo: 50, locale: 'fr' });
    await insertFlagged(server, 1, { minutesAgo: 40, status: 'safe' });
    const res = await get('/abuse/queue', a.token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((item: AbuseItem) => item.id)).toEqual([older, newer]);
    const pokesOnly = await get('/abuse/queue?kind=poke', a.token);
    expect(pokesOnly.body.data.map((item: AbuseItem) => item.id)).toEqual([older]);
    expect((await get('/abuse/queue?locale=fr', a.token)).status).toBe(403);
    expect((await get('/abuse/queue?kind=email', a.token)).status).toBe(400);
  });

  it('gives the oldest free item, claimed; the same again while the claim lives; another reviewer the next', async () => {
    const [first, second] = await insertFlagged(server, 2);
    const got = await next(a);
    expect(got).toMatchObject({ id: first, abuse: { status: 'claimed', claimedBy: a.uid } });
    expect((await next(a))?.id).toBe(first);
    expect((await next(a))?.abuse.claimedAt).toBe(got?.abuse.claimedAt);
    expect((await next(b))?.id).toBe(second);
    expect(await next(await createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl']))).toBeNull();
  });

  it('lets another reviewer take an item once its claim has expired (test clock)', async () => {
    const [id] = await insertFlagged(server, 1);
    expect((await next(a))?.id).toBe(id);
    expect(await next(b)).toBeNull();
    server.advance(ABUSE_CLAIM_EXPIRY_MS - 1_000);
    expect(await next(b)).toBeNull();
    server.advance(1_000);
    expect(await next(b)).toMatchObject({ id, abuse: { claimedBy: b.uid } });
    // a's claim is gone: a may not mark it any more.
    expect((await post(`/abuse/items/${id}/mark`, a.token, { verdict: 'safe' })).status).toBe(409);
  });

  it('never gives two reviewers the same item, however many ask at once', async () => {
    await insertFlagged(server, 30);
    const reviewers = await Promise.all(
      Array.from({ length: 10 }, () => createUser(server, ['CHAT_ABUSE_CHECKER'], ['nl'])),
    );
    const got = await Promise.all(reviewers.map((r) => next(r)));
    const ids = got.map((item) => item?.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(reviewers.length);
  });

  it('honours a kind: only pokes (or messages), the live claim too', async () => {
    const [message] = await insertFlagged(server, 1, { minutesAgo: 30 });
    const [poke] = await insertFlagged(server, 1, { minutesAgo: 20, kind: 'poke' });
    const pokes = await post('/abuse/next', a.token, { kind: 'poke' });
    expect(pokes.body.data).toMatchObject({ id: poke, kind: 'poke' });
    // a holds the poke: asking for messages gives the message, not the held poke.
    const messages = await post('/abuse/next', a.token, { kind: 'message' });
    expect(messages.body.data).toMatchObject({ id: message, kind: 'message' });
    // Without a kind, a's oldest live claim comes back (the message).
    expect((await next(a))?.id).toBe(message);
    expect((await post('/abuse/next', b.token, { kind: 'poke' })).body.data).toBeNull();
    expect((await post('/abuse/next', a.token, { kind: 'email' })).status).toBe(400);
  });

  it('never hands a reviewer an item they skipped, held or free; others still get it', async () => {
    const [first, second] = await insertFlagged(server, 2);
    expect((await next(a))?.id).toBe(first);
    // a skips it: unclaim, then next with the session's skipped ids.
    expect((await post(`/abuse/items/${first}/unclaim`, a.token)).status).toBe(200);
    const after = await post('/abuse/next', a.token, { skip: [first] });
    expect(after.body.data).toMatchObject({ id: second, abuse: { claimedBy: a.uid } });
    // Skipping the held one too: nothing left for a.
    const none = await post('/abuse/next', a.token, { skip: [first, second] });
    expect(none.body.data).toBeNull();
    expect((await next(b))?.id).toBe(first);
    const tooMany = Array.from({ length: 501 }, (_, index) => `x-${index}`);
    const refused = await post('/abuse/next', a.token, { skip: tooMany });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^skip/);
  });

  it('keeps to the reviewer’s geos, and refuses other roles', async () => {
    await insertFlagged(server, 1, { locale: 'fr' });
    expect(await next(a)).toBeNull();
    expect((await post('/abuse/next', a.token, { locales: ['fr'] })).status).toBe(403);
    expect((await post('/abuse/next', a.token, { locales: ['xx1'] })).status).toBe(400);
    const operator = await server.tokenFor('demo-operator');
    expect((await post('/abuse/next', operator, {})).status).toBe(403);
    expect((await get('/abuse/queue', operator)).status).toBe(403);
    const manager = await server.tokenFor('demo-manager');
    expect((await get('/abuse/queue', manager)).status).toBe(403);
    const developer = await server.tokenFor('demo-developer');
    expect((await post('/abuse/next', developer, {})).status).toBe(200);
    expect((await post('/abuse/next', '', {})).status).toBe(401);
  });
});

describe('claim, unclaim, release, mark', () => {
  it('claims (claimed, claimedBy, claimedAt), and refuses a second reviewer while the claim lives', async () => {
    const [id] = await insertFlagged(server, 1);
    const before = server.now().getTime();
    const claimed = await post(`/abuse/items/${id}/claim`, a.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.abuse).toMatchObject({ status: 'claimed', claimedBy: a.uid });
    expect(Date.parse(claimed.body.data.abuse.claimedAt)).toBeGreaterThanOrEqual(before);
    const refused = await post(`/abuse/items/${id}/claim`, b.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This item is being reviewed by another reviewer.');
  });

  it('unclaims: status stays claimed, claimedBy and claimedAt cleared; only the holder may', async () => {
    const [id] = await insertFlagged(server, 1);
    await post(`/abuse/items/${id}/claim`, a.token);
    expect((await post(`/abuse/items/${id}/unclaim`, b.token)).status).toBe(409);
    const res = await post(`/abuse/items/${id}/unclaim`, a.token);
    expect(res.status).toBe(200);
    expect(res.body.data.abuse).toEqual({
      status: 'claimed',
      claimedBy: null,
      claimedAt: null,
      checkedAt: null,
      checkedBy: null,
    });
    // Released: the next reviewer gets it.
    expect((await next(b))?.id).toBe(id);
  });

  it('marks safe or abuse: final status, checkedAt, checkedBy, claimedBy cleared; needs the claim', async () => {
    const [one, two] = await insertFlagged(server, 2);
    expect((await post(`/abuse/items/${one}/mark`, a.token, { verdict: 'safe' })).status).toBe(409);
    await post(`/abuse/items/${one}/claim`, a.token);
    const safe = await post(`/abuse/items/${one}/mark`, a.token, { verdict: 'safe' });
    expect(safe.status).toBe(200);
    expect(safe.body.data.abuse).toMatchObject({
      status: 'safe',
      checkedBy: a.uid,
      claimedBy: null,
    });
    expect(safe.body.data.abuse.checkedAt).toBeTruthy();
    expect(safe.body.data.remediation).toBeNull();
    expect((await post(`/abuse/items/${one}/claim`, a.token)).status).toBe(409);

    await post(`/abuse/items/${two}/claim`, a.token);
    const abuse = await post(`/abuse/items/${two}/mark`, a.token, {
      verdict: 'abuse',
      reason: 'Contact details',
    });
    expect(abuse.body.data).toMatchObject({
      abuse: { status: 'abuse' },
      reason: 'Contact details',
      remediation: 'needed',
    });
    expect((await get('/abuse/queue', a.token)).body.data).toEqual([]);
  });

  it('refuses a stale version and bad input, naming the field', async () => {
    const [id] = await insertFlagged(server, 1);
    const claimed = await post(`/abuse/items/${id}/claim`, a.token);
    const stale = await post(`/abuse/items/${id}/mark`, a.token, {
      verdict: 'safe',
      version: claimed.body.data.version - 1,
    });
    expect(stale.status).toBe(409);
    const bad = await post(`/abuse/items/${id}/mark`, a.token, { verdict: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0].field).toBe('verdict');
    const [row] = await server.handle.db
      .select()
      .from(flaggedItems)
      .where(eq(flaggedItems.id, id ?? ''));
    expect(row?.status).toBe('claimed');
    expect((await post('/abuse/items/nope/claim', a.token)).status).toBe(404);
  });

  it('refuses items outside the caller’s geos and lets only an admin release someone’s claim', async () => {
    const [fr] = await insertFlagged(server, 1, { locale: 'fr' });
    expect((await post(`/abuse/items/${fr}/claim`, a.token)).status).toBe(403);
    const [id] = await insertFlagged(server, 1);
    await post(`/abuse/items/${id}/claim`, a.token);
    expect((await post(`/abuse/items/${id}/release`, b.token)).status).toBe(403);
    const released = await post(`/abuse/items/${id}/release`, admin.token);
    expect(released.status).toBe(200);
    expect(released.body.data.abuse).toMatchObject({ status: 'claimed', claimedBy: null });
  });

  it('keeps an audit trail of every action: who, what, when, before and after', async () => {
    const [id] = await insertFlagged(server, 1);
    await next(a);
    await post(`/abuse/items/${id}/unclaim`, a.token);
    await post(`/abuse/items/${id}/claim`, b.token);
    await post(`/abuse/items/${id}/mark`, b.token, { verdict: 'abuse', reason: 'Spam' });
    const res = await get(`/abuse/items/${id}/audit`, admin.token);
    const audit = AbuseAuditResponse.parse(res.body).data;
    expect(audit.map((e) => [e.action, e.actor])).toEqual([
      ['next', a.uid],
      ['unclaim', a.uid],
      ['claim', b.uid],
      ['mark', b.uid],
    ]);
    expect(audit[0]?.before).toMatchObject({ status: 'pending', claimedBy: null });
    expect(audit[0]?.after).toMatchObject({ status: 'claimed', claimedBy: a.uid });
    expect(audit[3]).toMatchObject({
      reason: 'Spam',
      before: { status: 'claimed', claimedBy: b.uid },
      after: { status: 'abuse', checkedBy: b.uid, claimedBy: null },
    });
  });
});

describe('bulk decisions and undo', () => {
  it('decides a cluster with one reason, skips what another reviewer holds, and undoes within the window', async () => {
    const ids = await insertFlagged(server, 3, { senderId: 'spammer' });
    await insertFlagged(server, 1, { senderId: 'someone-else' });
    await post(`/abuse/items/${ids[2]}/claim`, a.token);
    const cluster = await get(`/abuse/items/${ids[0]}/cluster?by=sender`, admin.token);
    expect(cluster.body.data.map((i: AbuseItem) => i.id)).toEqual(ids);
    expect((await get(`/abuse/items/${ids[0]}/cluster?by=sender`, a.token)).status).toBe(403);

    const bulk = await post('/abuse/bulk', admin.token, {
      ids,
      verdict: 'abuse',
      reason: 'Spam run',
    });
    expect(bulk.status).toBe(200);
    const { batchId, decided, skipped } = bulk.body.data;
    expect(decided.map((i: AbuseItem) => [i.id, i.abuse.status, i.reason, i.batchId])).toEqual([
      [ids[0], 'abuse', 'Spam run', batchId],
      [ids[1], 'abuse', 'Spam run', batchId],
    ]);
    expect(skipped).toMatchObject([{ id: ids[2], code: 'CLAIMED_BY_ANOTHER', by: { uid: a.uid } }]);

    expect((await post(`/abuse/batches/${batchId}/undo`, a.token)).status).toBe(409);
    server.advance(ABUSE_UNDO_WINDOW_MS / 2);
    const undo = await post(`/abuse/batches/${batchId}/undo`, admin.token);
    expect(undo.status).toBe(200);
    expect(undo.body.data.restored.map((i: AbuseItem) => i.abuse.status)).toEqual([
      'pending',
      'pending',
    ]);
    expect((await get('/abuse/queue', admin.token)).body.data).toHaveLength(4);
  });

  it('refuses an undo once the window has passed, and bad bulk input', async () => {
    const ids = await insertFlagged(server, 1);
    const bulk = await post('/abuse/bulk', admin.token, { ids, verdict: 'safe', reason: 'Fine' });
    server.advance(ABUSE_UNDO_WINDOW_MS + 1);
    const late = await post(`/abuse/batches/${bulk.body.data.batchId}/undo`, admin.token);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('The decision can no longer be undone.');
    const noReason = await post('/abuse/bulk', admin.token, { ids, verdict: 'safe', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.issues[0].field).toBe('reason');
    const operator = await server.tokenFor('demo-operator');
    expect(
      (await post('/abuse/bulk', operator, { ids, verdict: 'safe', reason: 'x' })).status,
    ).toBe(403);
  });
});

describe('history', () => {
  it('pages safe and abuse decisions, 10 a page, newest first, filtered by reviewer, kind, verdict and date', async () => {
    const ids = await insertFlagged(server, 12);
    for (const [index, id] of ids.entries()) {
      const who = index % 2 === 0 ? a : b;
      await post(`/abuse/items/${id}/claim`, who.token);
      await post(`/abuse/items/${id}/mark`, who.token, { verdict: index < 4 ? 'abuse' : 'safe' });
      server.advance(1_000);
    }
    const page1 = AbuseItemPageResponse.parse((await get('/abuse/history', admin.token)).body).data;
    expect(page1).toMatchObject({ page: 1, pageSize: 10, total: 12, pageCount: 2 });
    expect(page1.items[0]?.id).toBe(ids[11]);
    const page2 = AbuseItemPageResponse.parse(
      (await get('/abuse/history?page=2', admin.token)).body,
    ).data;
    expect(page2.items.map((i) => i.id)).toEqual([ids[1], ids[0]]);
    const byA = AbuseItemPageResponse.parse(
      (await get(`/abuse/history?reviewer=${a.uid}&verdict=abuse`, admin.token)).body,
    ).data;
    expect(byA.items.map((i) => i.id)).toEqual([ids[2], ids[0]]);
    const pokes = AbuseItemPageResponse.parse(
      (await get('/abuse/history?kind=poke', admin.token)).body,
    ).data;
    expect(pokes.total).toBe(0);
    const to = page1.items[9]?.abuse.checkedAt ?? '';
    const early = AbuseItemPageResponse.parse(
      (await get(`/abuse/history?to=${encodeURIComponent(to)}`, admin.token)).body,
    ).data;
    expect(early.total).toBe(2);
    expect((await get('/abuse/history', a.token)).status).toBe(403);
    expect((await get('/abuse/history?page=0', admin.token)).status).toBe(400);
    expect((await get('/abuse/history?from=yesterday', admin.token)).status).toBe(400);
  });
});

describe('bulk results name what was not decided (#28)', () => {
  it('lists a held item with its reason and its holder’s name, and an already decided one', async () => {
    const ids = await insertFlagged(server, 4, { senderId: 'cluster-sender' });
    const [free, held, decided, alsoFree] = ids;
    // b holds one item of the cluster; a decided another one already.
    expect((await post(`/abuse/items/${held}/claim`, b.token)).status).toBe(200);
    await post(`/abuse/items/${decided}/claim`, a.token);
    await post(`/abuse/items/${decided}/mark`, a.token, { verdict: 'safe' });

    const bulk = await post('/abuse/bulk', a.token, {
      ids: [...ids, 'flag-gone'],
      verdict: 'abuse',
      reason: 'Spam run',
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const result = AbuseBulkResult.parse(bulk.body.data);
    expect(result.decided.map((item) => item.id)).toEqual([free, alsoFree]);
    expect(result.skipped).toEqual([
      {
        id: held,
        code: 'CLAIMED_BY_ANOTHER',
        by: { uid: b.uid, name: `Test ${b.uid}` },
        verdict: null,
        message: `This item is being reviewed by Test ${b.uid}.`,
      },
      {
        id: decided,
        code: 'ALREADY_CHECKED',
        by: { uid: a.uid, name: `Test ${a.uid}` },
        verdict: 'safe',
        message: `This item has already been marked safe by Test ${a.uid}.`,
      },
      {
        id: 'flag-gone',
        code: 'NOT_FOUND',
        by: null,
        verdict: null,
        message: 'This item is no longer in the queue.',
      },
    ]);
  });

  it('lists an item outside the caller’s locales, and answers 200 when nothing could be decided', async () => {
    const [fr] = await insertFlagged(server, 1, { locale: 'fr' });
    const [held] = await insertFlagged(server, 1);
    await post(`/abuse/items/${held}/claim`, b.token);
    const bulk = await post('/abuse/bulk', a.token, {
      ids: [fr, held],
      verdict: 'safe',
      reason: 'Fine',
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const result = AbuseBulkResult.parse(bulk.body.data);
    expect(result.decided).toEqual([]);
    expect(result.skipped.map((skip) => [skip.id, skip.code, skip.message])).toEqual([
      [fr, 'NOT_IN_LOCALES', 'This item is of the locale fr, which is not one of your locales.'],
      [held, 'CLAIMED_BY_ANOTHER', `This item is being reviewed by Test ${b.uid}.`],
    ]);
  });
});

describe('undo brings the item back (#28)', () => {
  it('gives the undone item back as the undoer’s one claim, and frees the item they moved on to', async () => {
    const [first, second] = await insertFlagged(server, 2);
    expect((await next(a))?.id).toBe(first);
    const marked = await post(`/abuse/items/${first}/mark`, a.token, { verdict: 'abuse' });
    expect(marked.status).toBe(200);
    // The check screen moves on at once: a now holds the second item.
    expect((await next(a))?.id).toBe(second);

    const undo = await post(`/abuse/batches/${marked.body.data.batchId}/undo`, a.token);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    const result = AbuseUndoResult.parse(undo.body.data);
    expect(result.claimed).toMatchObject({
      id: first,
      abuse: { status: 'claimed', claimedBy: a.uid, checkedBy: null },
    });
    expect(
      result.released.map((item) => [item.id, item.abuse.status, item.abuse.claimedBy]),
    ).toEqual([[second, 'claimed', null]]);

    const queue = (await get('/abuse/queue', admin.token)).body.data as AbuseItem[];
    const held = queue.filter((item) => item.abuse.claimedBy === a.uid).map((item) => item.id);
    expect(held).toEqual([first]);
    expect((await next(a))?.id).toBe(first);
    expect((await next(b))?.id).toBe(second);
    const audit = AbuseAuditResponse.parse(
      (await get(`/abuse/items/${second}/audit`, admin.token)).body,
    ).data;
    expect(audit.slice(-2).map((entry) => [entry.action, entry.actor])).toEqual([
      ['unclaim', a.uid],
      ['next', b.uid],
    ]);
  });

  it('returns a bulk decision’s items to pending, claimed by nobody', async () => {
    const ids = await insertFlagged(server, 2, { senderId: 'bulk-undo' });
    // The admin holds one of them when deciding the cluster.
    await post(`/abuse/items/${ids[0]}/claim`, admin.token);
    const bulk = await post('/abuse/bulk', admin.token, { ids, verdict: 'safe', reason: 'Fine' });
    const undo = await post(`/abuse/batches/${bulk.body.data.batchId}/undo`, admin.token);
    expect(undo.status).toBe(200);
    const result = AbuseUndoResult.parse(undo.body.data);
    expect(result.claimed).toBeNull();
    expect(result.restored.map((item) => [item.abuse.status, item.abuse.claimedBy])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
  });
});
