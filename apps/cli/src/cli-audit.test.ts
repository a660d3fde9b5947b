import { describe, expect, it } from 'vitest';
import { AUDIT_KIND_LABELS, AUDIT_PAGE_MAX, type AuditEntry } from '@switchboard/domain';
import { rows } from './test/cli.js';
import { useCliServer } from './test/cli-server.js';

const ctx = useCliServer({ signedInAs: 'admin@demo.test' });
const { cli, as } = ctx;

describe('switchboard audit', () => {
  it('shows who did what, newest first, in words', async () => {
    expect((await cli(['abuse-words', 'add', 'cli audit word', '--locale', 'nl'])).code).toBe(0);
    expect((await cli(['cache', 'flush', '--yes'])).code).toBe(0);

    const table = rows((await cli(['audit'])).stdout);
    expect(table[0]).toEqual(['WHEN', 'WHO', 'WHAT', 'RECORD', 'REQUEST']);
    expect(table.slice(1).map((row) => row.slice(1, 4))).toEqual([
      ['Ada Admin', AUDIT_KIND_LABELS['cache.delete'], '*'],
      ['Ada Admin', AUDIT_KIND_LABELS['abuse-word.create'], 'cli audit word'],
    ]);
    expect(table[1]![4]).toMatch(/\S/);
  });

  it('filters by kind, actor, record and time', async () => {
    const json = JSON.parse((await cli(['audit', '--json', '--kind', 'abuse-word.create'])).stdout);
    expect(json.map((entry: AuditEntry) => entry.record.label)).toEqual(['cli audit word']);
    expect(rows((await cli(['audit', '--actor', 'ada', '--since', '1h'])).stdout)).toHaveLength(3);
    // In a pipe, no entries is the header alone.
    expect(rows((await cli(['audit', '--actor', 'nobody-here'])).stdout)).toHaveLength(1);
    const record = JSON.parse((await cli(['audit', '--json', '--record', 'cache:*'])).stdout);
    expect(record).toHaveLength(1);
  });

  it('follows the pages up to --limit', async () => {
    // More entries than a page of GET /audit holds, older than the ones above.
    await ctx.server.handle.db.execute(`
      insert into staff_actions (id, tenant_id, at, actor_uid, kind, record_type, record_id)
      select 'paged-' || g, 'tenant-demo', now() - g * interval '1 minute', 'demo-admin',
        'cache.delete', 'cache', 'paged-' || g
      from generate_series(1, ${AUDIT_PAGE_MAX + 10}) g`);
    const many = JSON.parse(
      (await cli(['audit', '--json', '--limit', String(AUDIT_PAGE_MAX + 5)])).stdout,
    );
    expect(many).toHaveLength(AUDIT_PAGE_MAX + 5);
    expect(new Set(many.map((entry: AuditEntry) => entry.id)).size).toBe(AUDIT_PAGE_MAX + 5);
  });

  it('names a bad option, and refuses anyone but an admin', async () => {
    const since = await cli(['audit', '--since', 'yesterday']);
    expect(since.code).toBe(2);
    expect(since.stderr).toContain('--since:');
    const record = await cli(['audit', '--record', 'planet:1']);
    expect(record.code).toBe(2);
    expect(record.stderr).toContain('--record:');
    const operator = await as('operator@demo.test', ['audit']);
    expect(operator.code).toBe(1);
  });
});
