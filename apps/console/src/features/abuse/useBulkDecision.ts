import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ABUSE_MESSAGES as text,
  liveAbuseClaimHolder,
  type AbuseVerdict,
  type FlaggedItem,
} from '@switchboard/domain';
import { useAppDispatch } from '../../app/hooks';
import { forgetNotificationAction, notifyWithAction } from '../notifications/notificationActions';
import { notifyError, notifySuccess, notifyWarning } from '../notifications/notificationsSlice';
import {
  useClaimAbuseItemMutation,
  useMarkAbuseItemMutation,
  useUnclaimAbuseItemMutation,
} from './abuseApi';
import { deferDecision, type DeferredDecision } from './deferredDecision';
import { itemRef } from './items';

export interface PendingBulkDecision {
  count: number;
  verdict: AbuseVerdict;
}

/**
 * A decision on a cluster of items with one shared reason (issue #13): the items are claimed
 * first (those another reviewer holds are left out and counted), then the verdict waits a few
 * seconds with an Undo in the snackbar, then every item is marked. Leaving the page sends a
 * waiting decision at once. `onSettled` runs when it was sent or undone.
 */
export function useBulkDecision(reviewer: string, onSettled: () => void) {
  const dispatch = useAppDispatch();
  const [claim] = useClaimAbuseItemMutation();
  const [unclaim] = useUnclaimAbuseItemMutation();
  const [mark] = useMarkAbuseItemMutation();
  const [claiming, setClaiming] = useState(false);
  const [pending, setPending] = useState<PendingBulkDecision | null>(null);
  const decision = useRef<DeferredDecision | null>(null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  // Leaving the page must not lose a decision the reviewer made.
  useEffect(() => () => void decision.current?.flush(), []);

  const start = useCallback(
    async (items: readonly FlaggedItem[], verdict: AbuseVerdict, reason: string) => {
      setClaiming(true);
      const claimed: FlaggedItem[] = [];
      const newlyClaimed: FlaggedItem[] = [];
      for (const item of items) {
        if (liveAbuseClaimHolder(item.abuse, new Date()) === reviewer) {
          claimed.push(item);
          continue;
        }
        try {
          claimed.push(await claim(itemRef(item)).unwrap());
          newlyClaimed.push(item);
        } catch {
          // Held by another reviewer (or decided meanwhile): left out, and counted below.
        }
      }
      setClaiming(false);
      const skipped = items.length - claimed.length;
      if (skipped > 0) dispatch(notifyWarning(text.bulkSkipped(skipped)));
      if (claimed.length === 0) return;
      const verdictLabel = verdict === 'abuse' ? 'abuse' : 'safe';
      let notificationId = '';
      decision.current = deferDecision({
        commit: () => {
          forgetNotificationAction(notificationId);
          setPending(null);
          void Promise.allSettled(
            claimed.map((item) =>
              mark({ ...itemRef(item), verdict, ...(reason ? { reason } : {}) }).unwrap(),
            ),
          ).then((results) => {
            const failed = results.filter((result) => result.status === 'rejected').length;
            const done = results.length - failed;
            if (done > 0) dispatch(notifySuccess(text.bulkDone(done, verdictLabel)));
            if (failed > 0) dispatch(notifyError(text.bulkFailed(failed)));
            settled.current();
          });
        },
        onUndo: () => {
          setPending(null);
          for (const item of newlyClaimed) void unclaim(itemRef(item));
          dispatch(notifySuccess(text.undone));
          settled.current();
        },
      });
      const action = notifyWithAction(
        {
          message: text.bulkPending(claimed.length, verdictLabel),
          type: 'info',
          actionLabel: text.undo,
        },
        () => decision.current?.undo(),
      );
      notificationId = action.payload.id;
      dispatch(action);
      setPending({ count: claimed.length, verdict });
    },
    [claim, dispatch, mark, reviewer, unclaim],
  );

  const undo = useCallback(() => decision.current?.undo() ?? false, []);

  return { start, undo, claiming, pending };
}
