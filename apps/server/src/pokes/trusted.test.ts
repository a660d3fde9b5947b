import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, POKE_MESSAGE_MAX_LENGTH, type Poke } from '@switchboard/domain';
import { createUser } from '../chats/test-support.js';
import { customers } from '../db/poke-schema.js';
import type { TestServer } from '../test/harness.js';
import { customer, daysAgo, SITE_A, startPokeServer } from './test-support.js';

/**
 * Issue #27, pokes a poker can trust: the server refuses what the console's wizard refuses, with
 * a 400 that names the field and says why in words (never zod's own text), and nothing is stored.
 */

let server: TestServer;
let poker: string;
let admin: string;
let profile: { id: string; uuid: string; name: string };

beforeAll(async () => {
  ({ server, poker, admin, profile } = await startPokeServer((made) => [
    customer(made, { name: 'man' }),
    customer(made, { name: 'woman', gender: 'female' }),
    customer(made, { name: 'talking', inConversation: true }),
  ]));
});
afterAll(async () => {
  await server?.close();
});

const inHours = (hours: number) =>
  new Date(server.now().getTime() + hours * 3_600_000).toISOString();

const pokeBody = (fields: Record<string, unknown> = {}) => ({
  agent: { id: 'whoever', name: 'Whoever' },
  domains: [SITE_A],
  locale: 'nl',
  scheduled: inHours(2),
  message: { content: 'Hoi %[name]%!', messageLength: 12 },
  profile: { id: profile.id, name: profile.name, uuid: profile.uuid, timezone: 'UTC' },
  filters: {},
  ...fields,
});

const message = (content: string) => ({ message: { content, messageLength: content.length } });

type Answer = Awaited<ReturnType<TestServer['call']>>;

const create = (fields: Record<string, unknown> = {}, token = poker, locale = 'nl') =>
  server.call('POST', `/pokes/${locale}`, { token, body: pokeBody(fields) });

async function created(fields: Record<string, unknown> = {}, token = poker): Promise<Poke> {
  const answer = await create(fields, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Poke;
}

/** zod's own wording ("Too big: expected …", "Invalid input", "Unrecognized key") is no answer. */
const ZOD_WORDS = /expected|Too (big|small)|Invalid input|Unrecognized|Invalid option/;

/** A 400 that names `field` first and says `words` there; the issues list it too. */
function expectRefused(answer: Answer, field: string, words: string | RegExp): void {
  const label = JSON.stringify(answer.body);
  expect(answer.status, label).toBe(400);
  const issue = (answer.body.error.issues as { field: string; message: string }[]).find(
    (candidate) => candidate.field === field,
  );
  expect(issue, label).toBeDefined();
  if (typeof words === 'string') expect(issue?.message, label).toBe(words);
  else expect(issue?.message, label).toMatch(words);
  for (const each of answer.body.error.issues as { message: string }[]) {
    expect(each.message, label).not.toMatch(ZOD_WORDS);
  }
  expect(answer.body.error.message.startsWith(`${field}: `), label).toBe(true);
}

describe('a poke is saved only if it can be sent (spec §5)', () => {
  it('says why in the spec’s words', () => {
    expect(messages.pokeDisabledReason).toBe(
      "It's disabled because: there is no targets, filter 'in conversation' is enabled",
    );
  });

  it("refuses the 'in conversation' filter set to yes or to no, for poker and admin, scheduled or at once", async () => {
    for (const [inConversation, token, scheduled] of [
      [['yes'], poker, inHours(2)],
      [['no'], poker, inHours(2)],
      [['yes'], admin, inHours(2)],
      [['yes'], admin, null],
    ] as const) {
      const answer = await create({ filters: { inConversation }, scheduled }, token);
      expectRefused(answer, 'filters.inConversation', messages.pokeDisabledReason);
    }
    // Off: nothing chosen, or both (a group with everything chosen filters nothing).
    await created({ filters: { inConversation: [] } });
    await created({ filters: { inConversation: ['yes', 'no'] } });
  });

  it('refuses a poke with no targets, naming the targets', async () => {
    const answer = await create({ filters: { gender: ['transgender'] } });
    expectRefused(answer, 'targets', messages.pokeDisabledReason);
    const both = await create({ filters: { gender: ['transgender'], inConversation: ['yes'] } });
    expect(
      (both.body.error.issues as { field: string }[]).map((issue) => issue.field).sort(),
    ).toEqual(['filters.inConversation', 'targets']);
    const sendNow = await create({ filters: { gender: ['transgender'] }, scheduled: null }, admin);
    expectRefused(sendNow, 'targets', messages.pokeDisabledReason);
  });

  it('refuses the same on an update, and leaves the poke as it was', async () => {
    const poke = await created();
    const put = (fields: Record<string, unknown>) =>
      server.call('PUT', `/pokes/nl/${poke.id}`, { token: poker, body: pokeBody(fields) });
    expectRefused(
      await put({ filters: { inConversation: ['yes'] } }),
      'filters.inConversation',
      messages.pokeDisabledReason,
    );
    expectRefused(
      await put({ filters: { gender: ['couple'] } }),
      'targets',
      messages.pokeDisabledReason,
    );
    const read = await server.call('GET', `/pokes/nl/${poke.id}`, { token: poker });
    expect(read.body.data).toEqual(poke);
  });

  it('refuses a recurring copy that would reach no one', async () => {
    const [senior] = await server.handle.db
      .insert(customers)
      .values(customer(server, { name: 'senior', age: 60 }))
      .returning();
    const poke = await created({ filters: { age: ['55-99'] } });
    // Since then the only customer of the poke has not logged in for a month.
    await server.handle.db
      .update(customers)
      .set({ lastLoginAt: daysAgo(server, 30) })
      .where(eq(customers.id, senior?.id ?? ''));
    const answer = await server.call('POST', `/pokes/nl/${poke.id}/recurring`, {
      token: poker,
      body: { frequency: { day: 7 }, scheduled: inHours(48), lastLogin: 3 },
    });
    expectRefused(answer, 'targets', messages.pokeDisabledReason);
  });
});

describe('placeholders: a broken or invalid one blocks saving', () => {
  it('names each, with its fix, on a create and on an update', async () => {
    const poke = await created();
    for (const [content, words] of [
      ['Hoi %[name%', 'The variable %[name% is broken: write %[name]%.'],
      ['Hoi %[ name ]%', 'The variable %[ name ]% is broken: write %[name]%.'],
      ['Hoi %[foo]%', 'The variable %[foo]% is not a known variable.'],
    ] as const) {
      expectRefused(await create(message(content)), 'message.content', words);
      const put = await server.call('PUT', `/pokes/nl/${poke.id}`, {
        token: admin,
        body: pokeBody(message(content)),
      });
      expectRefused(put, 'message.content', words);
    }
  });
});

describe('filters have bounds and no unknown keys', () => {
  it('refuses a last login past the bound in words (not a 500)', async () => {
    expectRefused(
      await create({ filters: { lastLogin: 1_000_000_000 } }),
      'filters.lastLogin',
      'Last login must be a whole number from 0 to 3650 days.',
    );
    expectRefused(
      await create({ origin: { type: 'api' }, filters: { lastLogin: 1_000_000_000 } }),
      'filters.lastLogin',
      'Last login must be a whole number from 0 to 3650 days.',
    );
  });

  it('refuses a negative last login, limit or frequency limit in words', async () => {
    expectRefused(
      await create({ filters: { lastLogin: -1 } }),
      'filters.lastLogin',
      'Last login must be a whole number from 0 to 3650 days.',
    );
    expectRefused(await create({ filters: { limit: -1 } }), 'filters.limit', /^Limit must be/);
    expectRefused(await create({ filters: { limit: 0 } }), 'filters.limit', /^Limit must be/);
    expectRefused(
      await create({ filters: { lastLoginByHours: 10_000_000 } }),
      'filters.lastLoginByHours',
      /^Last login \(hours\) must be/,
    );
    expectRefused(
      await create({ filters: { duplicate_ip_target_level: 1e12 } }),
      'filters.duplicate_ip_target_level',
      /^Duplicate IP target level must be/,
    );
    expectRefused(
      await create({ strategy: 'recurring', frequency: { day: 7, limit: -1 } }),
      'frequency.limit',
      /must be a whole number from 0/,
    );
  });

  it('refuses an unknown filter, naming it, instead of dropping it', async () => {
    expectRefused(
      await create({ filters: { ages: ['18-25'] } }),
      'filters',
      'There is no filter called "ages".',
    );
    expectRefused(
      await create({ origin: { type: 'api' }, filters: { agemin: 30 } }),
      'filters',
      'There is no filter called "agemin".',
    );
  });

  it('refuses a minimum age above the maximum age, on the minimum', async () => {
    expectRefused(
      await create({ origin: { type: 'api' }, filters: { age_min: 50, age_max: 30 } }),
      'filters.age_min',
      'The minimum age cannot be higher than the maximum age.',
    );
    expectRefused(
      await create({ origin: { type: 'api' }, filters: { age_min: 12 } }),
      'filters.age_min',
      'Minimum age must be a whole number from 18 to 99.',
    );
  });

  it('refuses an option a group does not have, in words', async () => {
    expectRefused(await create({ filters: { age: ['10-17'] } }), 'filters.age.0', /^Age: /);
  });
});

describe('the profile belongs to the poke’s locale', () => {
  it('refuses a profile of another locale on the profile field (admin), 403 for a poker of the other geo only', async () => {
    const de = { locale: 'de', domains: ['flirt-de.demo.test'] };
    const answer = await create(de, admin, 'de');
    expectRefused(answer, 'profile', /belongs to the locale nl, not de/);
    const dePoker = await createUser(server, ['CHAT_POKER'], ['de']);
    expect((await create(de, dePoker.token, 'de')).status).toBe(403);
  });
});

describe('the message', () => {
  it('refuses an empty message, even one that says it has an attachment it does not have', async () => {
    for (const content of ['', '   ']) {
      expectRefused(
        await create({ message: { content, messageLength: 0, hasAttachment: true } }),
        'message.content',
        'The message is empty.',
      );
      expectRefused(await create(message(content)), 'message.content', 'The message is empty.');
    }
    // An attachment is a message: a photo may go without text.
    await created({
      message: { content: '', messageLength: 0, attachment: { hash: 'd'.repeat(32) } },
    });
  });

  it(`refuses a message longer than ${POKE_MESSAGE_MAX_LENGTH} characters`, async () => {
    const long = 'a'.repeat(POKE_MESSAGE_MAX_LENGTH + 1);
    expectRefused(
      await create(message(long)),
      'message.content',
      `The message may have at most ${POKE_MESSAGE_MAX_LENGTH} characters.`,
    );
    await created(message('a'.repeat(POKE_MESSAGE_MAX_LENGTH)));
  });
});

describe('the OpenAPI document', () => {
  it('documents the request body of creating and of updating a poke', async () => {
    const doc = (await server.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
    };
    for (const [path, method] of [
      ['/pokes/{geo}', 'post'],
      ['/pokes/{geo}/{id}', 'put'],
      ['/pokes/{geo}/{id}/recurring', 'post'],
    ] as const) {
      const body = doc.paths[path]?.[method]?.requestBody;
      expect(body, `${method} ${path}`).toBeDefined();
      expect(JSON.stringify(body?.content), `${method} ${path}`).toContain('application/json');
    }
  });
});
