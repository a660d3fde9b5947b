import type { Tx } from '../db/client.js';
import { reasonOf, sqlStateOf } from '../db/errors.js';
import {
  nextCandidateId,
  recordFailure,
  runBatch,
  type BatchPlan,
  type BatchResult,
} from './batch.js';

/**
 * Whether an error is about the data of the rows written (SQLSTATE class 22, data exception, or
 * 23, integrity constraint violation: a value too long, a check or a trigger refusing a row), so
 * that it may concern some recipients only. Anything else (a lost connection, a syntax error, a
 * test's simulated crash) concerns the whole send.
 */
export function isRecipientError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && (state.startsWith('22') || state.startsWith('23'));
}

/**
 * One batch of a site, in a savepoint. When the batch statement fails with a recipient error
 * (`isRecipientError`), its customers are sent again one at a time, each in a savepoint of its
 * own: those that go through are sent as usual, and each that fails gets a `failed` delivery with
 * the database's reason (`recordFailure`), so the send goes on past them and "Done" accounts for
 * them. If every one of several customers fails, the fault is not theirs but the send's: the error
 * is thrown as it came and the site crashes with it, as for any other failure. Exactly once holds
 * as before: every row, failed ones included, is under the (poke, customer) key, and the whole
 * batch commits or rolls back with the site's row lock.
 */
export async function runBatchIsolating(
  tx: Tx,
  plan: BatchPlan,
  cursor: string,
  limit: number,
  now: string,
): Promise<BatchResult> {
  try {
    return await tx.transaction((savepoint) => runBatch(savepoint, plan, cursor, limit, now));
  } catch (error) {
    if (!isRecipientError(error)) throw error;
    return oneByOne(tx, plan, cursor, limit, now, error);
  }
}

async function oneByOne(
  tx: Tx,
  plan: BatchPlan,
  cursor: string,
  limit: number,
  now: string,
  batchError: unknown,
): Promise<BatchResult> {
  const result: BatchResult = {
    taken: 0,
    sent: 0,
    failed: 0,
    state: 'running',
    cursor,
    messages: [],
  };
  while (result.taken < limit) {
    try {
      const one = await tx.transaction((savepoint) =>
        runBatch(savepoint, plan, result.cursor, 1, now),
      );
      result.state = one.state;
      if (one.taken === 0) break;
      result.taken += 1;
      result.sent += one.sent;
      result.cursor = one.cursor;
      result.messages.push(...one.messages);
    } catch (error) {
      if (!isRecipientError(error)) throw error;
      const customerId = await nextCandidateId(tx, plan, result.cursor);
      // Nobody left to blame it on: it is not a recipient's.
      if (customerId === null) throw error;
      await recordFailure(tx, plan, customerId, reasonOf(error), now);
      result.taken += 1;
      result.failed += 1;
      result.cursor = customerId;
    }
  }
  if (result.taken > 1 && result.failed === result.taken) throw batchError;
  return result;
}
