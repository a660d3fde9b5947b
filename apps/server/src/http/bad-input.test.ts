import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { insertWaitingChat } from '../test/chat-fixtures.js';
import { MAX_BODY_BYTES } from './app.js';
import { dataExceptionOf } from '../db/errors.js';

/**
 * Walks the OpenAPI document and sends every operation input it must refuse: bodies of the wrong
 * shape, fields of the wrong type, malformed JSON, odd path parameters and odd query strings.
 * The answer is always a 4xx (400 naming a field, or 401/403/404 when auth or existence decides
 * first) and never a 5xx (ARCHITECTURE: "never a 500, never a crash").
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Endpoint {
  method: string;
  template: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | null;
}

let server: TestServer;
let endpoints: Endpoint[];
let components: Record<string, JsonSchema>;
const tokens: Record<'admin' | 'operator', string> = { admin: '', operator: '' };

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = (await server.signIn('admin@demo.test')).idToken;
  tokens.operator = (await server.signIn('operator@demo.test')).idToken;
  const doc = (await server.call('GET', '/openapi.json')).body as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  components = doc.components?.schemas ?? {};
  endpoints = Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
});
afterAll(async () => {
  await server.close();
});

function resolve(schema: JsonSchema): JsonSchema {
  if (schema.$ref) return resolve(components[schema.$ref.replace('#/components/schemas/', '')]!);
  const [first] = schema.allOf ?? [];
  return first && !schema.properties ? resolve(first) : schema;
}

/** Each walk sends thousands of requests (more with every new operation); a busy machine is slow. */
const WALK_TIMEOUT_MS = 180_000;

/** The fields a body may name: its properties, or those of every branch of a union. */
function fieldsOf(schema: JsonSchema): string[] {
  const resolved = resolve(schema);
  const branches = [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])];
  return [...new Set([...Object.keys(resolved.properties ?? {}), ...branches.flatMap(fieldsOf)])];
}

/** A value no schema of this type accepts. */
function wrongValue(schema: JsonSchema): unknown {
  const resolved = resolve(schema);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
    case 'boolean':
    case 'array':
    case 'object':
      return 'not-that-type';
    default:
      return { not: 'that type' };
  }
}

function pathOf(endpoint: Endpoint, value: (name: string) => string): string {
  return endpoint.template.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
}

const roleFor = (endpoint: Endpoint): (keyof typeof tokens)[] =>
  endpoint.template.startsWith('/auth/') ? ['admin'] : ['admin', 'operator'];

/** The answer to refused input: a 4xx; a 400 names a field (or the body as a whole). */
function expectRefused(
  res: { status: number; body: any },
  label: string,
  fields: readonly string[] = [],
): void {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
  if (res.status !== 400) return;
  const message = String(res.body?.error?.message ?? '');
  const named = ['body', 'path', 'query', ...fields].some(
    (field) => message.startsWith(`${field}:`) || message.startsWith(`${field}.`),
  );
  expect(named, `${label}: 400 without a field: ${message}`).toBe(true);
}

describe('every operation refuses bad input with a 4xx naming the field, never a 5xx', () => {
  it('has operations to walk', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints.filter((e) => e.body).length).toBeGreaterThan(20);
  });

  it(
    'JSON bodies: {}, [], "x", null, malformed JSON and every field of the wrong type',
    async () => {
      for (const endpoint of endpoints.filter((e) => e.body)) {
        const schema = resolve(endpoint.body!);
        const properties = fieldsOf(schema);
        const path = pathOf(endpoint, () => 'x');
        const bodies: [string, unknown][] = [
          ['[]', []],
          ['"x"', 'x'],
          ['null', null],
          ['malformed', '{"a":'],
          ['truncated', '{"'],
        ];
        if ((schema.required ?? []).length > 0) bodies.push(['{}', {}]);
        if (Object.keys(schema.properties ?? {}).length > 0) {
          bodies.push([
            'wrong types',
            Object.fromEntries(
              Object.entries(schema.properties!).map(([key, sub]) => [key, wrongValue(sub)]),
            ),
          ]);
        }
        for (const role of roleFor(endpoint)) {
          for (const [name, body] of bodies) {
            const res = await server.call(endpoint.method, path, { body, token: tokens[role] });
            const label = `${endpoint.method} ${endpoint.template} as ${role} with ${name}`;
            expectRefused(res, label, properties);
            if (role === 'admin' && name !== 'malformed' && name !== 'truncated') {
              // The admin passes every role check here but the auth flows', so the body decides.
              if (!endpoint.template.startsWith('/auth/')) expect(res.status, label).not.toBe(403);
            }
          }
        }
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'path parameters: NUL, dot-dot, percent junk, very long, spaces',
    async () => {
      const failures: string[] = [];
      const odd = [
        '%00',
        '%2E%2E',
        'a%2Fb',
        '%25',
        '%E0%A4%A',
        'x'.repeat(5000),
        '%20',
        'caf%C3%A9',
      ];
      for (const endpoint of endpoints.filter((e) => e.pathParams.length > 0)) {
        for (const value of odd) {
          for (const role of roleFor(endpoint)) {
            const path = pathOf(endpoint, () => value);
            const res = await server.call(endpoint.method, path, {
              token: tokens[role],
              ...(endpoint.body ? { body: {} } : {}),
            });
            // Some values are fine for some parameters (a glob may hold a slash): only a 5xx, or
            // a 400 that names nothing, is wrong.
            const label = `${endpoint.method} ${path.slice(0, 80)} as ${role}`;
            if (res.status >= 500) failures.push(`${label}: ${res.status}`);
            else if (res.status === 400) {
              expectRefused(res, label, [
                ...endpoint.pathParams,
                ...endpoint.queryParams,
                ...(endpoint.body ? fieldsOf(endpoint.body) : []),
              ]);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'query parameters: empty, repeated, NUL, very long',
    async () => {
      const failures: string[] = [];
      for (const endpoint of endpoints.filter((e) => e.queryParams.length > 0)) {
        const path = pathOf(endpoint, () => 'x');
        for (const param of endpoint.queryParams) {
          for (const query of [
            `${param}=`,
            `${param}=1&${param}=2`,
            `${param}=a%00b`,
            `${param}=${'9'.repeat(4000)}`,
            `${param}=-1`,
            `${param}[]=x`,
          ]) {
            for (const role of roleFor(endpoint)) {
              const res = await server.call(endpoint.method, `${path}?${query.slice(0, 4100)}`, {
                token: tokens[role],
              });
              // An optional parameter may well be fine with some of these: only 5xx is wrong.
              if (res.status >= 500)
                failures.push(`${endpoint.method} ${path}?${query.slice(0, 40)}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it('a time in year 0000 (ISO has it, PostgreSQL does not) is a 400 naming the field', async () => {
    const chatId = await insertWaitingChat(server.handle.db, { locale: 'nl' });
    const page = await server.call('GET', `/chats/${chatId}/messages?before=0000-01-01T00:00:00Z`, {
      token: tokens.admin,
    });
    expect(page.status).toBe(400);
    expect(page.body.error.message).toMatch(/^before: /);
    const note = await server.call('POST', '/system-notifications', {
      token: tokens.admin,
      body: { message: 'Hi', showUntilAt: '0000-06-01T00:00:00Z' },
    });
    expect(note.status).toBe(400);
    expect(note.body.error.message).toMatch(/^showUntilAt: /);
  });

  it('reads a database data exception behind a failed query as the input’s fault', () => {
    const failed = Object.assign(new Error('Failed query: select …'), {
      cause: { code: '22008', message: 'date/time field value out of range' },
    });
    expect(dataExceptionOf(failed)).toBe('date/time field value out of range');
    expect(dataExceptionOf(Object.assign(new Error('x'), { cause: { code: '23505' } }))).toBeNull();
    expect(dataExceptionOf(new Error('plain'))).toBeNull();
  });

  it('a body past the limit is a 413 naming the body, read no further', async () => {
    const huge = JSON.stringify({ words: [{ value: 'x'.repeat(MAX_BODY_BYTES) }] });
    const res = await server.call('POST', '/abuse-words/import', {
      body: huge,
      token: tokens.admin,
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/^body: /);
  });

  it('a chunked body (no length given) past the limit is a 413 too, counted as it comes', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // A JSON string that never ends: the server must stop it past the limit.
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"words":[{"value":"'));
        if (sent > MAX_BODY_BYTES * 2) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const res = await fetch(`${server.url}/abuse-words/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.admin}`, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    const answer = (await res.json()) as { error: { message: string } };
    expect(answer.error.message).toMatch(/^body: /);
  });

  it('a small chunked body reaches the route like any other', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"value":"'));
        controller.enqueue(new TextEncoder().encode('chunkedword","locale":"nl"}'));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/abuse-words`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.admin}`, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    });
    expect(res.status).toBe(201);
  });

  it('a NUL character in a body string is a 400 naming the field, not a database error', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/abuse-words', { value: 'bad\u0000word', locale: 'nl' }, 'value'],
      ['POST', '/system-notifications', { message: 'hi\u0000', type: 'info' }, 'message'],
      [
        'POST',
        '/chats/claim-next',
        { pool: 'NSFW', locales: ['nl'], note: { deep: ['\u0000'] } },
        'note.deep.0',
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await server.call(method, path, { body, token: tokens.admin });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.error.message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}:`));
    }
  });
});
