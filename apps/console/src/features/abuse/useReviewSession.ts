import { useCallback, useEffect, useRef, useState } from 'react';
import {
  flaggedItemKey,
  liveAbuseClaimHolder,
  matchesAbuseQueueFilter,
  type AbuseQueueFilter,
  type AbuseVerdict,
  type FlaggedItem,
  type FlaggedItemRef,
} from '@switchboard/domain';
import {
  useLiveAbuseQueueQuery,
  useMarkAbuseItemMutation,
  useNextAbuseItemMutation,
  useUnclaimAbuseItemMutation,
} from './abuseApi';
import { errorText, itemRef } from './items';

/**
 * - `loading`: claiming the next item;
 * - `reviewing`: an item is claimed and shown;
 * - `empty`: nothing to review (the next one is claimed as soon as the live queue shows one);
 * - `paused`: the reviewer released the claim, or it ran out; they ask for the next item;
 * - `error`: the next item could not be claimed.
 */
export type ReviewPhase = 'loading' | 'reviewing' | 'empty' | 'paused' | 'error';

export type ReviewAction = 'safe' | 'abuse' | 'skip' | 'release';

/**
 * The check screen's flow (spec §4): claim the next item, show it as the live queue reports it,
 * decide or skip it and claim the next one at once; release the claim; wait for new items.
 */
export function useReviewSession(reviewer: string, filter: AbuseQueueFilter) {
  const queue = useLiveAbuseQueueQuery();
  const [claimNext] = useNextAbuseItemMutation();
  const [mark] = useMarkAbuseItemMutation();
  const [unclaim] = useUnclaimAbuseItemMutation();
  const [claimed, setClaimed] = useState<FlaggedItem | null>(null);
  const [phase, setPhase] = useState<ReviewPhase>('loading');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  /** Items skipped in this session: the server leaves them out of the next item. */
  const skipped = useRef<FlaggedItemRef[]>([]);

  const rows = queue.data?.rows ?? [];
  const loaded = queue.data?.loaded ?? false;
  const live = claimed
    ? rows.find((row) => flaggedItemKey(row) === flaggedItemKey(claimed))
    : undefined;
  const item = live ?? claimed;

  const next = useCallback(async () => {
    setPhase('loading');
    try {
      const found = await claimNext({ ...filter, exclude: skipped.current }).unwrap();
      setClaimed(found);
      setPhase(found ? 'reviewing' : 'empty');
    } catch (failure) {
      setClaimed(null);
      setError(errorText(failure));
      setPhase('error');
    }
  }, [claimNext, filter]);

  // The first item, and a new one whenever the filter changes.
  useEffect(() => {
    void next();
  }, [next]);

  // Nothing to review: claim as soon as the live queue shows a free item for this filter.
  const skippedKeys = new Set(skipped.current.map(flaggedItemKey));
  const waiting = rows.some(
    (row) =>
      matchesAbuseQueueFilter(row, filter) &&
      !skippedKeys.has(flaggedItemKey(row)) &&
      liveAbuseClaimHolder(row.abuse, new Date()) === null,
  );
  useEffect(() => {
    if (phase === 'empty' && waiting) void next();
  }, [phase, waiting, next]);

  // The item left the queue while shown (decided elsewhere, e.g. an admin's bulk decision),
  // Or another reviewer holds it now (this reviewer's claim ran out and was taken).
  const takenHolder = live ? liveAbuseClaimHolder(live.abuse, new Date()) : null;
  const gone =
    phase === 'reviewing' &&
    claimed !== null &&
    loaded &&
    (live === undefined || (takenHolder !== null && takenHolder !== reviewer));
  useEffect(() => {
    if (gone) void next();
  }, [gone, next]);

  const act = useCallback(
    async (action: ReviewAction, reason = ''): Promise<boolean> => {
      if (!item || phase !== 'reviewing' || busy) return false;
      setBusy(action);
      try {
        const ref = itemRef(item);
        if (action === 'safe' || action === 'abuse') {
          const verdict: AbuseVerdict = action;
          await mark({ ...ref, verdict, ...(reason ? { reason } : {}) }).unwrap();
        } else {
          if (action === 'skip') skipped.current = [...skipped.current, ref];
          await unclaim(ref).unwrap();
        }
      } catch (failure) {
        setBusy(null);
        throw failure;
      }
      setBusy(null);
      if (action === 'release') {
        setClaimed(null);
        setPhase('paused');
      } else {
        void next();
      }
      return true;
    },
    [busy, item, mark, next, phase, unclaim],
  );

  /** The claim ran out while shown: the item is back in the queue. */
  const claimEnded = useCallback(() => {
    setClaimed(null);
    setPhase('paused');
  }, []);

  return { queue, rows, loaded, item, phase, error, busy, next, act, claimEnded };
}
