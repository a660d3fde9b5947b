import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffActions } from '../db/schema.js';
import type { TestServer } from '../test/harness.js';

/** Helpers of the tests of the record of staff actions. */

export type StaffActionRow = typeof staffActions.$inferSelect;

async function allActions(server: TestServer): Promise<StaffActionRow[]> {
  return server.handle.db.select().from(staffActions).orderBy(asc(staffActions.at));
}

/**
 * The rows `work` added to the record (the test's own writes: each file has its own server and
 * runs its tests one after the other).
 */
export async function actionsDuring(
  server: TestServer,
  work: () => Promise<unknown>,
): Promise<StaffActionRow[]> {
  const before = new Set((await allActions(server)).map((row) => row.id));
  await work();
  return (await allActions(server)).filter((row) => !before.has(row.id));
}

/** The one row `work` added; fails when it added none or more. */
export async function oneActionDuring(
  server: TestServer,
  work: () => Promise<unknown>,
): Promise<StaffActionRow> {
  const rows = await actionsDuring(server, work);
  expect(rows, JSON.stringify(rows)).toHaveLength(1);
  return rows[0]!;
}

/** Calls the API and checks the status, answering the body. */
export async function expectCall(
  server: TestServer,
  status: number,
  ...args: Parameters<TestServer['call']>
): Promise<Awaited<ReturnType<TestServer['call']>>['body']> {
  const res = await server.call(...args);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

/** Words that must appear in no row: the secrets the writes under test handle. */
export function expectNoSecret(rows: readonly StaffActionRow[], secrets: readonly string[]): void {
  const text = JSON.stringify(rows);
  for (const secret of secrets) expect(text).not.toContain(secret);
}
