import { useCallback, useState } from 'react';
import {
  ABUSE_MESSAGES as text,
  type AbuseBulkSkip,
  type AbuseItem,
  type AbuseUndoResult,
  type AbuseVerdict,
} from '@switchboard/domain';
import { useAppDispatch } from '../../app/hooks';
import { notifyWithAction } from '../notifications/notificationActions';
import { notifyError, notifySuccess, notifyWarning } from '../notifications/notificationsSlice';
import { useBulkDecideMutation, useUndoDecisionMutation } from './abuseApi';
import { errorText } from './items';

/**
 * Offers the server's undo of decisions (batches) in the snackbar: 'n items marked abuse. Undo'.
 * The server keeps a decision undoable for a few seconds (`ABUSE_UNDO_WINDOW_MS`).
 */
export function useUndoableDecision() {
  const dispatch = useAppDispatch();
  const [undo] = useUndoDecisionMutation();
  return useCallback(
    (
      message: string,
      batchIds: readonly string[],
      onUndone?: (results: AbuseUndoResult[]) => void,
    ) => {
      const batches = [...new Set(batchIds)];
      if (batches.length === 0) {
        dispatch(notifySuccess(message));
        return;
      }
      dispatch(
        notifyWithAction({ message, type: 'success', actionLabel: text.undo }, () => {
          void Promise.all(batches.map((batchId) => undo(batchId).unwrap())).then(
            (results) => {
              dispatch(notifySuccess(text.undone));
              onUndone?.(results);
            },
            (failure: unknown) => dispatch(notifyError(text.undoFailed(errorText(failure)))),
          );
        }),
      );
    },
    [dispatch, undo],
  );
}

/** What a bulk decision left out (issue #28): each item with why, to show and to retry. */
export interface BulkOutcome {
  skipped: { id: string; item: AbuseItem | undefined; skip: AbuseBulkSkip }[];
  /** The held ones: worth another try once their holder lets go. */
  retry: AbuseItem[];
  verdict: AbuseVerdict;
  reason: string;
}

/**
 * A decision on a cluster of items with one shared reason (issue #13), in one call (POST
 * /abuse/bulk) for admins and checkers alike. The snackbar offers an Undo for a few seconds;
 * every item not decided is listed with the server's reason and holder (`outcome`), and the held
 * ones can be retried (issue #28).
 */
export function useBulkDecision(onSettled: () => void) {
  const dispatch = useAppDispatch();
  const [bulk] = useBulkDecideMutation();
  const offerUndo = useUndoableDecision();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const start = useCallback(
    async (items: readonly AbuseItem[], verdict: AbuseVerdict, reason: string) => {
      setBusy(true);
      try {
        const answer = await bulk({ ids: items.map((item) => item.id), verdict, reason }).unwrap();
        const byId = new Map(items.map((item) => [item.id, item]));
        const skipped = answer.skipped.map((skip) => ({
          id: skip.id,
          item: byId.get(skip.id),
          skip,
        }));
        setOutcome(
          skipped.length === 0
            ? null
            : {
                skipped,
                retry: skipped.flatMap(({ skip, item }) =>
                  skip.code === 'CLAIMED_BY_ANOTHER' && item ? [item] : [],
                ),
                verdict,
                reason,
              },
        );
        if (skipped.length > 0) dispatch(notifyWarning(text.bulkNotDecided(skipped.length)));
        if (answer.decided.length > 0) {
          offerUndo(text.bulkDone(answer.decided.length, verdict), [answer.batchId], onSettled);
        }
      } catch (failure) {
        dispatch(notifyError(text.actionFailed(errorText(failure))));
      } finally {
        setBusy(false);
        onSettled();
      }
    },
    [bulk, dispatch, offerUndo, onSettled],
  );

  /** Tries the held items of the last outcome again, with the same verdict and reason. */
  const retry = useCallback(() => {
    if (!outcome || outcome.retry.length === 0) return Promise.resolve();
    return start(outcome.retry, outcome.verdict, outcome.reason);
  }, [outcome, start]);

  const dismiss = useCallback(() => setOutcome(null), []);

  return { start, busy, outcome, retry, dismiss };
}
