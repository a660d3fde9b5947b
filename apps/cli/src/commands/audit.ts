import type { Command } from 'commander';
import { Option } from 'commander';
import {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  AUDIT_PAGE_MAX,
  AUDIT_RECORD_TYPES,
  AuditPage,
  AuditQuery,
  type AuditEntry,
} from '@switchboard/domain';
import { usageError } from '../errors.js';
import { parseInput } from '../input.js';
import type { Column } from '../output.js';
import type { Runtime, RuntimeOf } from '../runtime.js';
import { formatTime, parseSince } from '../when.js';

/** How many entries `switchboard audit` shows when --limit is not given. */
const AUDIT_DEFAULT_LIMIT = 50;

const columns: Column<AuditEntry>[] = [
  { header: 'WHEN', value: (e) => formatTime(e.at) },
  { header: 'WHO', value: (e) => e.actor.name },
  { header: 'WHAT', value: (e) => AUDIT_KIND_LABELS[e.kind] },
  { header: 'RECORD', value: (e) => e.record.label ?? `${e.record.type} ${e.record.id}` },
  { header: 'REQUEST', value: (e) => e.requestId ?? '' },
];

interface AuditOptions {
  since?: string;
  actor?: string;
  kind?: string;
  record?: string;
  limit: string;
}

/** `--record user` or `--record user:<id>`: a kind of record, or one record. */
function recordFilter(text: string | undefined): { recordType?: string; recordId?: string } {
  if (text === undefined) return {};
  const at = text.indexOf(':');
  return at < 0
    ? { recordType: text }
    : { recordType: text.slice(0, at), recordId: text.slice(at + 1) };
}

export function registerAuditCommands(program: Command, runtimeOf: RuntimeOf): void {
  program
    .command('audit')
    .description('The record of staff actions: who changed what, when, newest first (Admin)')
    .option(
      '--since <when>',
      'only actions from then on: an ISO time or a duration back from now (30m, 2h, 7d)',
    )
    .option('--actor <who>', 'only actions by someone: a uid, or part of a name or email')
    .addOption(new Option('--kind <kind>', 'only one kind of action').choices(AUDIT_KINDS))
    .option(
      '--record <type[:id]>',
      `only actions on a kind of record, or on one record (${AUDIT_RECORD_TYPES.join(', ')})`,
    )
    .option('--limit <n>', 'the most entries to show', String(AUDIT_DEFAULT_LIMIT))
    .action(async (options: AuditOptions, command: Command) => {
      const rt = runtimeOf(command);
      let from: string | undefined;
      if (options.since !== undefined) {
        from = parseSince(options.since, rt.now()) ?? undefined;
        if (!from) {
          throw usageError(
            `--since: expected an ISO time with an offset or a duration such as 30m, 2h, 7d (got "${options.since}")`,
          );
        }
      }
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1) {
        throw usageError(`--limit: expected a whole number from 1 (got "${options.limit}")`);
      }
      // Checked here with the server's own schema, so a typo is named before anything is sent.
      const query = parseInput(
        AuditQuery.omit({ limit: true, cursor: true }),
        { from, actor: options.actor, kind: options.kind, ...recordFilter(options.record) },
        {
          from: '--since',
          actor: '--actor',
          kind: '--kind',
          recordType: '--record',
          recordId: '--record',
        },
      );
      const entries = await readEntries(rt, query, limit);
      rt.out.table(entries, columns, 'No staff actions match.');
    });
}

/** Pages through GET /audit, newest first, until `limit` entries or the last page. */
async function readEntries(
  rt: Runtime,
  filters: Omit<AuditQuery, 'limit' | 'cursor'>,
  limit: number,
): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await rt.call('Loading the record', 'GET', '/audit', AuditPage, {
      query: {
        ...filters,
        limit: String(Math.min(AUDIT_PAGE_MAX, limit - entries.length)),
        cursor,
      },
    });
    entries.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined && entries.length < limit);
  return entries;
}
