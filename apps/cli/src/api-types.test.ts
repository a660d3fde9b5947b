import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@switchboard/server/test-harness';

/**
 * The CLI's API types are generated from the server's own /openapi.json by openapi-typescript
 * (issue #31), and `ApiClient` takes only a method and path the document has, so a call to a
 * route the server does not serve fails the type check. This test keeps the generated file the
 * document's: when a route changes, it fails until the file is made again with
 * `npm run api-types` (which runs it with UPDATE_API_TYPES=1).
 */

const GENERATED = fileURLToPath(new URL('./generated/api.ts', import.meta.url));
const HEADER = `/**
 * Generated from the server's /openapi.json by openapi-typescript: do not edit. Made again by
 * \`npm run api-types\`; apps/cli/src/api-types.test.ts fails while it differs from the document.
 */
`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function generated(): Promise<string> {
  const answer = await server.call('GET', '/openapi.json');
  expect(answer.status).toBe(200);
  const ast = await openapiTS(answer.body as Parameters<typeof openapiTS>[0]);
  // As TypeScript's printer writes it, not through Prettier: formatting the 750 KB was 12 of the
  // test's 14 s, and CPU work that ran past the project's 30 s on a loaded machine (stop 50's
  // clean clone). The file is Prettier-ignored and read by the compiler, not by people.
  return HEADER + astToString(ast);
}

describe('the CLI’s generated API types', () => {
  it('are those of the server’s current OpenAPI document', async () => {
    const made = await generated();
    expect(made).toContain('export interface paths');
    expect(made).toMatch(/['"]\/abuse-words['"]: \{/);
    if (process.env.UPDATE_API_TYPES) writeFileSync(GENERATED, made);
    const kept = readFileSync(GENERATED, 'utf8');
    // Not toEqual on 750 KB: a short message saying what to do.
    expect(kept === made, 'apps/cli/src/generated/api.ts is stale: run `npm run api-types`').toBe(
      true,
    );
  });
});
