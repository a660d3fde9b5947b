import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, pokeRuleTexts, type Poke } from '@switchboard/domain';
import { createUser } from '../chats/test-support.js';
import { pokes } from '../db/poke-schema.js';
import type { TestServer } from '../test/harness.js';
import { customer, SITE_A, SITE_B, SITE_FR, startPokeServer } from './test-support.js';

let server: TestServer;
let poker: string;
let admin: string;
let profile: { id: string; uuid: string; name: string };

beforeAll(async () => {
  ({ server, poker, admin, profile } = await startPokeServer((made) => [
    customer(made, { name: 'a1' }),
    customer(made, { name: 'a2', gender: 'female' }),
    customer(made, { name: 'b1', domain: SITE_B }),
  ]));
});
afterAll(async () => {
  await server?.close();
});

const inHours = (hours: number) =>
  new Date(server.now().getTime() + hours * 3_600_000).toISOString();

/** A valid legacy poke for SITE_A and SITE_B, two hours from now. */
const pokeBody = (fields: Record<string, unknown> = {}) => ({
  agent: { id: 'whoever', name: 'Whoever' },
  domains: [SITE_A, SITE_B],
  locale: 'nl',
  scheduled: inHours(2),
  message: { content: 'Hoi %[name]%! :wave:', messageLength: 12 },
  profile: { id: profile.id, name: profile.name, uuid: profile.uuid, timezone: 'Europe/Amsterdam' },
  filters: { gender: ['male'] },
  ...fields,
});

const create = async (fields: Record<string, unknown> = {}, token = poker) =>
  server.call('POST', '/pokes/nl', { token, body: pokeBody(fields) });

async function created(fields: Record<string, unknown> = {}, token = poker): Promise<Poke> {
  const answer = await create(fields, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Poke;
}

const followUpOf = (parent: Poke, index: number, fields: Record<string, unknown> = {}) => ({
  strategy: 'follow-up',
  followUp: { parentId: parent.id, index, previousId: null },
  scheduled: inHours(3 + index),
  ...fields,
});

const stored = async () =>
  Number((await server.handle.db.select({ n: count() }).from(pokes))[0]?.n ?? 0);

describe('POST /pokes/{geo}', () => {
  it('stores every field, with the caller as agent, targets counted per site and status scheduled', async () => {
    const poke = await created();
    const me = await server.deps.auth.userByUid('demo-poker');
    expect(poke).toMatchObject({
      agent: { id: 'demo-poker', name: me?.user.displayName },
      domain: SITE_A,
      domains: [SITE_A, SITE_B],
      locale: 'nl',
      type: 'poke',
      strategy: 'default',
      origin: { type: 'legacy' },
      status: 'scheduled',
      abuse: null,
      followUp: null,
      targets: {
        estimate: 2,
        targetsPerDomain: [
          { site: SITE_A, estimate: 1, reached: 0 },
          { site: SITE_B, estimate: 1, reached: 0 },
        ],
      },
      message: { content: 'Hoi %[name]%! :wave:', hasAttachment: false, type: 'message' },
    });
    const read = await server.call('GET', `/pokes/nl/${poke.id}`, { token: poker });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: poke, followUps: [] });
  });

  it('lets only an admin send at once (no schedule): then the schedule is the creation time', async () => {
    const refused = await create({ scheduled: null });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(pokeRuleTexts.immediateSendNotAllowed);
    const poke = await created({ scheduled: null }, admin);
    expect(poke.scheduled).toBe(poke.createdAt);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ message: { content: 'Hoi %[ name]%', messageLength: 9 } }, 'message.content', '%[ name]%'],
      [
        { message: { content: 'Hoi %[shoeSize]%', messageLength: 9 } },
        'message.content',
        'shoeSize',
      ],
      [
        { message: { content: 'In %[playerCity]%', messageLength: 9 } },
        'message.content',
        'legacy origin',
      ],
      [{ origin: { type: 'api' }, filters: { age_min: 17 } }, 'filters.age_min'],
      [{ origin: { type: 'api' }, filters: { age_max: 100 } }, 'filters.age_max'],
      [{ filters: { age: ['10-17'] } }, 'filters.age.0'],
      [{ locale: 'de' }, 'locale'],
      [{ domains: [] }, 'domains'],
      [{ domains: ['nowhere.test'] }, 'domains'],
      [{ domains: ['flirt-de.demo.test'] }, 'domains'],
      [{ profile: { ...pokeBody().profile, uuid: 'nobody' } }, 'profile.uuid'],
      [{ scheduled: new Date(server.now().getTime() - 60_000).toISOString() }, 'scheduled'],
      [{ scheduled: 'tomorrow' }, 'scheduled'],
      [{ strategy: 'follow-up' }, 'followUp'],
    ];
    for (const [fields, field, named] of cases) {
      const answer = await create(fields);
      const label = `${JSON.stringify(fields)} → ${JSON.stringify(answer.body)}`;
      expect(answer.status, label).toBe(400);
      expect(answer.body.error.message.startsWith(`${field}:`), label).toBe(true);
      if (named) expect(answer.body.error.message, label).toContain(named);
    }
    const malformed = await server.call('POST', '/pokes/nl', { token: poker, body: '{"agent":' });
    expect(malformed.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('refuses other roles, geos outside the caller’s and an unknown locale', async () => {
    const operator = await server.tokenFor('demo-operator');
    expect((await create({}, operator)).status).toBe(403);
    const fr = await server.call('POST', '/pokes/fr', {
      token: poker,
      body: pokeBody({ locale: 'fr', domains: [SITE_FR] }),
    });
    expect(fr.status).toBe(403);
    const dePoker = await createUser(server, ['CHAT_POKER'], ['de']);
    expect((await create({}, dePoker.token)).status).toBe(403);
    const poke = await created();
    expect(
      (await server.call('GET', `/pokes/nl/${poke.id}`, { token: dePoker.token })).status,
    ).toBe(403);
    const bad = await server.call('GET', `/pokes/xyz/${poke.id}`, { token: poker });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^geo:/);
    expect((await server.call('POST', '/pokes/nl', { body: pokeBody() })).status).toBe(401);
  });

  it('answers the spec’s text for a poke that does not exist', async () => {
    const answer = await server.call('GET', '/pokes/nl/no-such-poke', { token: poker });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe('Poke document with id no-such-poke not found');
  });
});

describe('follow-ups', () => {
  it('links follow-ups to their parent, in index order, each attachment used once', async () => {
    const main = await created({
      message: { content: 'Hoi', messageLength: 3, attachment: { hash: 'a'.repeat(32) } },
    });
    const reused = await create(
      followUpOf(main, 0, {
        message: { content: 'Nog', messageLength: 3, attachment: { hash: 'a'.repeat(32) } },
      }),
    );
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toMatch(/^message\.attachment: .*follow-up 1.*the main poke/);
    const second = await created(
      followUpOf(main, 1, {
        message: { content: 'Twee', messageLength: 4, attachment: { hash: 'c'.repeat(32) } },
      }),
    );
    const first = await created(
      followUpOf(main, 0, {
        message: { content: 'Een', messageLength: 3, attachment: { hash: 'b'.repeat(32) } },
      }),
    );
    const list = await server.call('GET', `/pokes/nl/${main.id}/follow-ups`, { token: poker });
    expect(list.body.data.map((poke: Poke) => poke.id)).toEqual([first.id, second.id]);
    const read = await server.call('GET', `/pokes/nl/${main.id}`, { token: poker });
    expect(read.body.followUps.map((poke: Poke) => poke.followUp?.index)).toEqual([0, 1]);

    const taken = await create(followUpOf(main, 1));
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toMatch(/^followUp\.index:/);
    const orphan = await create(
      followUpOf({ ...main, id: 'missing-parent' }, 0, {
        message: { content: 'x', messageLength: 1 },
      }),
    );
    expect(orphan.status).toBe(400);
    expect(orphan.body.error.message).toBe(
      'followUp.parentId: Poke document with id missing-parent not found',
    );
    const ofFollowUp = await create(followUpOf(first, 0));
    expect(ofFollowUp.status).toBe(400);
    expect(ofFollowUp.body.error.message).toMatch(/^followUp\.parentId:/);
  });
});

describe('PUT /pokes/{geo}/{id}', () => {
  it('updates a poke that has not gone out, keeping its agent, creation and status', async () => {
    const poke = await created();
    const answer = await server.call('PUT', `/pokes/nl/${poke.id}`, {
      token: admin,
      body: pokeBody({
        id: poke.id,
        domains: [SITE_B],
        message: { content: 'Anders', messageLength: 6 },
      }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: poke.id,
      agent: poke.agent,
      createdAt: poke.createdAt,
      updatedBy: 'demo-admin',
      domains: [SITE_B],
      message: { content: 'Anders' },
      targets: { estimate: 1 },
    });
  });

  it('refuses a mismatched id, a missing poke, bad input and a poke that has gone out', async () => {
    const poke = await created();
    const mismatch = await server.call('PUT', `/pokes/nl/${poke.id}`, {
      token: poker,
      body: pokeBody({ id: 'other' }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toMatch(/^id:/);
    const missing = await server.call('PUT', '/pokes/nl/gone', { token: poker, body: pokeBody() });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(messages.pokeNotFound('gone'));
    const bad = await server.call('PUT', `/pokes/nl/${poke.id}`, {
      token: poker,
      body: pokeBody({ filters: { lastLogin: -1 } }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^filters\.lastLogin:/);
    const sent = await created({ scheduled: null }, admin);
    const late = await server.call('PUT', `/pokes/nl/${sent.id}`, {
      token: admin,
      body: pokeBody(),
    });
    expect(late.status).toBe(409);
    const unchanged = await server.call('GET', `/pokes/nl/${poke.id}`, { token: poker });
    expect(unchanged.body.data).toEqual(poke);
  });
});

describe('DELETE /pokes/{geo}/{id}', () => {
  it('removes a main poke with its follow-ups, and a follow-up with the ones after it', async () => {
    const main = await created();
    const f0 = await created(followUpOf(main, 0));
    const f1 = await created(
      followUpOf(main, 1, { followUp: { parentId: main.id, index: 1, previousId: f0.id } }),
    );
    const f2 = await created(followUpOf(main, 2));
    const partly = await server.call('DELETE', `/pokes/nl/${f1.id}`, { token: poker });
    expect(partly.status).toBe(200);
    expect(partly.body).toEqual({
      data: { ids: [f1.id, f2.id], followUps: 0, followingFollowUps: 1 },
      message: 'The poke was removed. Removed following follow-ups: 1.',
    });
    const all = await server.call('DELETE', `/pokes/nl/${main.id}`, { token: poker });
    expect(all.body).toEqual({
      data: { ids: [main.id, f0.id], followUps: 1, followingFollowUps: 0 },
      message: 'The poke was removed. Removed follow-ups: 1.',
    });
    const rows = await server.handle.db
      .select()
      .from(pokes)
      .where(eq(pokes.followUpParentId, main.id));
    expect(rows).toEqual([]);
    const again = await server.call('DELETE', `/pokes/nl/${main.id}`, { token: poker });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(messages.pokeNotFound(main.id));
  });
});

describe('lists', () => {
  it('answers the daily pokes and the pokes of a window on some domains', async () => {
    const day = new Date(server.now().getTime() + 10 * 86_400_000);
    const at = (hour: number, minute = 0) =>
      new Date(
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute),
      ).toISOString();
    const early = await created({ scheduled: at(1), domains: [SITE_A] });
    const late = await created({ scheduled: at(23, 30), domains: [SITE_B] });
    const dayText = at(0).slice(0, 10);
    const daily = await server.call('GET', `/pokes/nl/daily?day=${dayText}`, { token: poker });
    expect(daily.body.data.map((poke: Poke) => poke.id)).toEqual([early.id, late.id]);
    // 23:30 UTC is the next day in Amsterdam
    const amsterdam = await server.call(
      'GET',
      `/pokes/nl/daily?day=${dayText}&timezone=Europe/Amsterdam`,
      { token: poker },
    );
    expect(amsterdam.body.data.map((poke: Poke) => poke.id)).toEqual([early.id]);
    const window = `start=${encodeURIComponent(at(0))}&end=${encodeURIComponent(at(23, 59))}`;
    const onB = await server.call('GET', `/pokes/nl/scheduled?${window}&domains[]=${SITE_B}`, {
      token: poker,
    });
    expect(onB.body.data.map((poke: Poke) => poke.id)).toEqual([late.id]);
    const many = Array.from({ length: 12 }, (_, i) => `domains[]=site-${i}.test`).join('&');
    const chunked = await server.call(
      'GET',
      `/pokes/nl/scheduled?${window}&${many}&domains[]=${SITE_A}`,
      {
        token: poker,
      },
    );
    expect(chunked.body.data.map((poke: Poke) => poke.id)).toEqual([early.id]);
    const inverted = await server.call(
      'GET',
      `/pokes/nl/scheduled?start=${encodeURIComponent(at(5))}&end=${encodeURIComponent(at(1))}`,
      { token: poker },
    );
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.message).toMatch(/^end:/);
    const noDay = await server.call('GET', '/pokes/nl/daily?day=2026-02-31', { token: poker });
    expect(noDay.status).toBe(400);
    expect(noDay.body.error.message).toMatch(/^day:/);
  });
});

describe('actions', () => {
  it('adds a domain of the locale and counts its targets there', async () => {
    const poke = await created({ domains: [SITE_A] });
    const answer = await server.call('POST', `/pokes/nl/${poke.id}/domains`, {
      token: poker,
      body: { domain: SITE_B },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(`Added domain "${SITE_B}" to poke ${poke.id}`);
    expect(answer.body.data.domains).toEqual([SITE_A, SITE_B]);
    expect(answer.body.data.targets.targetsPerDomain).toEqual([
      { site: SITE_A, estimate: 1, reached: 0 },
      { site: SITE_B, estimate: 1, reached: 0 },
    ]);
    const twice = await server.call('POST', `/pokes/nl/${poke.id}/domains`, {
      token: poker,
      body: { domain: SITE_B },
    });
    expect(twice.status).toBe(409);
    const otherLocale = await server.call('POST', `/pokes/nl/${poke.id}/domains`, {
      token: poker,
      body: { domain: 'flirt-de.demo.test' },
    });
    expect(otherLocale.status).toBe(400);
    expect(otherLocale.body.error.message).toMatch(/^domain:/);
  });

  it('converts a poke to a recurring copy with a frequency, a schedule and a lastLogin filter', async () => {
    const poke = await created();
    const answer = await server.call('POST', `/pokes/nl/${poke.id}/recurring`, {
      token: poker,
      body: { frequency: { day: 7 }, scheduled: inHours(48), lastLogin: 3 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const copy = answer.body.data as Poke;
    expect(answer.body.message).toBe(
      `Created recurring poke "${copy.id}" based on the original poke "${poke.id}"`,
    );
    expect(copy).toMatchObject({
      strategy: 'recurring',
      frequency: { day: 7, limit: 0 },
      filters: { lastLogin: 3, gender: ['male'] },
      status: 'scheduled',
    });
    expect(copy.id).not.toBe(poke.id);
    const past = await server.call('POST', `/pokes/nl/${poke.id}/recurring`, {
      token: poker,
      body: { frequency: { day: 7 }, scheduled: new Date(0).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toMatch(/^scheduled:/);
    const bad = await server.call('POST', `/pokes/nl/${poke.id}/recurring`, {
      token: poker,
      body: { frequency: { day: 0 }, scheduled: inHours(48) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^frequency\.day:/);
  });
});
