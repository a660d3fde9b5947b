import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ABUSE_NEXT_SKIP_MAX,
  liveAbuseClaimHolder,
  matchesAbuseQueueFilter,
  type AbuseItem,
  type AbuseQueueFilter,
  type AbuseVerdict,
} from '@switchboard/domain';
import {
  useLiveAbuseQueueQuery,
  useMarkAbuseItemMutation,
  useNextAbuseItemMutation,
  useUnclaimAbuseItemMutation,
} from './abuseApi';
import { errorText } from './items';

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
  const [claimed, setClaimed] = useState<AbuseItem | null>(null);
  const [phase, setPhase] = useState<ReviewPhase>('loading');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  /** Items skipped in this session: not offered again until the screen is left. */
  const skipped = useRef<Set<string>>(new Set());

  const rows = queue.data?.rows ?? [];
  const loaded = queue.data?.loaded ?? false;
  const live = claimed ? rows.find((row) => row.id === claimed.id) : undefined;
  const item = live ?? claimed;

  /**
   * The server's next item (POST /abuse/next, one atomic statement): the reviewer's live claim,
   * else the oldest free item of the filter's locale and kind, never one skipped on this screen.
   */
  const find = useCallback(
    (): Promise<AbuseItem | null> =>
      claimNext({
        locales: filter.locale ? [filter.locale] : undefined,
        kind: filter.kind,
        skip: [...skipped.current].slice(-ABUSE_NEXT_SKIP_MAX),
      }).unwrap(),
    [claimNext, filter],
  );

  const next = useCallback(async () => {
    setPhase('loading');
    try {
      const found = await find();
      setClaimed(found);
      setPhase(found ? 'reviewing' : 'empty');
    } catch (failure) {
      setClaimed(null);
      setError(errorText(failure));
      setPhase('error');
    }
  }, [find]);

  // The first item, and a new one whenever the filter changes.
  useEffect(() => {
    void next();
  }, [next]);

  // Nothing to review: claim as soon as the live queue shows a free item for this filter.
  const now = new Date();
  const waiting = rows.some(
    (row) =>
      matchesAbuseQueueFilter(row, filter) &&
      !skipped.current.has(row.id) &&
      liveAbuseClaimHolder(row.abuse, now) === null,
  );
  useEffect(() => {
    if (phase === 'empty' && waiting) void next();
  }, [phase, waiting, next]);

  // The item left the queue while shown (decided elsewhere, e.g. an admin's bulk decision), or
  // another reviewer holds it now (this reviewer's claim ran out and was taken).
  const holder = live ? liveAbuseClaimHolder(live.abuse, now) : null;
  const gone =
    phase === 'reviewing' &&
    claimed !== null &&
    loaded &&
    (live === undefined || (holder !== null && holder !== reviewer));
  useEffect(() => {
    if (gone) void next();
  }, [gone, next]);

  /** Runs an action on the shown item; resolves to the marked item for a verdict. */
  const act = useCallback(
    async (action: ReviewAction, reason = ''): Promise<AbuseItem | null> => {
      if (!item || phase !== 'reviewing' || busy) return null;
      setBusy(action);
      let answer: AbuseItem;
      try {
        if (action === 'safe' || action === 'abuse') {
          const verdict: AbuseVerdict = action;
          answer = await mark({ id: item.id, verdict, ...(reason ? { reason } : {}) }).unwrap();
        } else {
          if (action === 'skip') skipped.current.add(item.id);
          answer = await unclaim(item.id).unwrap();
        }
      } finally {
        setBusy(null);
      }
      if (action === 'release') {
        setClaimed(null);
        setPhase('paused');
      } else {
        void next();
      }
      return answer;
    },
    [busy, item, mark, next, phase, unclaim],
  );

  /** The claim ran out while shown: the item is back in the queue. */
  const claimEnded = useCallback(() => {
    setClaimed(null);
    setPhase('paused');
  }, []);

  /** A different filter: the shown item is given back when it does not fit the new one. */
  const changeFilter = useCallback(
    async (changed: AbuseQueueFilter) => {
      if (item && phase === 'reviewing' && !matchesAbuseQueueFilter(item, changed)) {
        await unclaim(item.id)
          .unwrap()
          .catch(() => undefined);
      }
    },
    [item, phase, unclaim],
  );

  return { queue, rows, loaded, item, phase, error, busy, next, act, claimEnded, changeFilter };
}
