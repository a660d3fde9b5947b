import { useCallback, useState } from 'react';
import {
  ABUSE_MESSAGES as text,
  hasRole,
  liveAbuseClaimHolder,
  type AbuseItem,
  type AbuseVerdict,
} from '@switchboard/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/selectors';
import { notifyWithAction } from '../notifications/notificationActions';
import { notifyError, notifySuccess, notifyWarning } from '../notifications/notificationsSlice';
import {
  useBulkDecideMutation,
  useClaimAbuseItemMutation,
  useMarkAbuseItemMutation,
  useUndoDecisionMutation,
} from './abuseApi';
import { errorText } from './items';

/**
 * Offers the server's undo of decisions (batches) in the snackbar: 'n items marked abuse. Undo'.
 * The server keeps a decision undoable for a few seconds (`ABUSE_UNDO_WINDOW_MS`).
 */
export function useUndoableDecision() {
  const dispatch = useAppDispatch();
  const [undo] = useUndoDecisionMutation();
  return useCallback(
    (message: string, batchIds: readonly string[], onUndone?: () => void) => {
      const batches = [...new Set(batchIds)];
      if (batches.length === 0) {
        dispatch(notifySuccess(message));
        return;
      }
      dispatch(
        notifyWithAction({ message, type: 'success', actionLabel: text.undo }, () => {
          void Promise.all(batches.map((batchId) => undo(batchId).unwrap())).then(
            () => {
              dispatch(notifySuccess(text.undone));
              onUndone?.();
            },
            (failure: unknown) => dispatch(notifyError(text.undoFailed(errorText(failure)))),
          );
        }),
      );
    },
    [dispatch, undo],
  );
}

/**
 * A decision on a cluster of items with one shared reason (issue #13). An Admin's goes in one
 * call (POST /abuse/bulk); a checker's claims each item (those another reviewer holds are left
 * out and counted) and marks it. Either way the snackbar offers an Undo for a few seconds.
 */
export function useBulkDecision(reviewer: string, onSettled: () => void) {
  const dispatch = useAppDispatch();
  const isAdmin = hasRole(useAppSelector(selectUser)?.roles ?? [], 'CHAT_ADMIN');
  const [bulk] = useBulkDecideMutation();
  const [claim] = useClaimAbuseItemMutation();
  const [mark] = useMarkAbuseItemMutation();
  const offerUndo = useUndoableDecision();
  const [busy, setBusy] = useState(false);

  const decideOneByOne = async (
    items: readonly AbuseItem[],
    verdict: AbuseVerdict,
    reason: string,
  ) => {
    const batchIds: string[] = [];
    let skipped = 0;
    for (const item of items) {
      try {
        if (liveAbuseClaimHolder(item.abuse, new Date()) !== reviewer) {
          await claim(item.id).unwrap();
        }
        const marked = await mark({ id: item.id, verdict, reason }).unwrap();
        if (marked.batchId) batchIds.push(marked.batchId);
      } catch {
        // Held by another reviewer, or decided meanwhile: left out, and counted.
        skipped += 1;
      }
    }
    return { decided: items.length - skipped, skipped, batchIds };
  };

  const start = useCallback(
    async (items: readonly AbuseItem[], verdict: AbuseVerdict, reason: string) => {
      setBusy(true);
      try {
        const result = isAdmin
          ? await bulk({ ids: items.map((item) => item.id), verdict, reason })
              .unwrap()
              .then((answer) => ({
                decided: answer.decided.length,
                skipped: answer.skipped.length,
                batchIds: [answer.batchId],
              }))
          : await decideOneByOne(items, verdict, reason);
        if (result.skipped > 0) dispatch(notifyWarning(text.bulkSkipped(result.skipped)));
        if (result.decided > 0) {
          offerUndo(text.bulkDone(result.decided, verdict), result.batchIds, onSettled);
        }
      } catch (failure) {
        dispatch(notifyError(text.actionFailed(errorText(failure))));
      } finally {
        setBusy(false);
        onSettled();
      }
    },
    [bulk, dispatch, isAdmin, offerUndo, onSettled],
  );

  return { start, busy };
}
