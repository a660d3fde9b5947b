import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './demo.js';
import { SECOND_TENANT_USERS } from './second-tenant.js';

const README = readFileSync(
  fileURLToPath(new URL('../../../../README.md', import.meta.url)),
  'utf8',
);

describe("the README's demo sign-ins", () => {
  it.each([...DEMO_USERS, ...SECOND_TENANT_USERS].map((user) => [user.email, user.roles] as const))(
    'list %s, whom the start banner lists, with its roles',
    (email, roles) => {
      const row = README.split('\n').find((line) => line.startsWith(`| ${email} `));
      expect(row).toBeDefined();
      for (const role of roles) expect(row).toContain(role);
    },
  );
});
