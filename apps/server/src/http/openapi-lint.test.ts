import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * The API document is one a client can be generated from (issue #31): it passes Redocly's
 * recommended rules with no error, and every operation has a unique operationId and says which
 * security it needs (an empty list: none).
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

interface Operation {
  operationId?: string;
  security?: unknown;
}

let server: TestServer;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  server = await startTestServer();
  const answer = await server.call('GET', '/openapi.json');
  expect(answer.status).toBe(200);
  doc = answer.body as typeof doc;
});
afterAll(async () => {
  await server.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

/** A problem as one line: rule, where, message. */
const describeProblem = (problem: NormalizedProblem) =>
  `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`;

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map(describeProblem)).toEqual([]);
  });

  it('names every operation with a unique operationId', () => {
    const missing = operations()
      .filter(({ operation }) => !operation.operationId)
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
  });

  it('says for every operation which security it needs, an empty list when none', () => {
    const undeclared = operations()
      .filter(({ operation }) => !Array.isArray(operation.security))
      .map(({ name }) => name);
    expect(undeclared).toEqual([]);
  });
});
