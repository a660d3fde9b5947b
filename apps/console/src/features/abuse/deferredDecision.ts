/** How long a bulk decision can be undone before it is sent. */
export const BULK_UNDO_MS = 5_000;

export interface DeferredDecision {
  /** Cancels the decision if it has not been sent yet; true when it was cancelled. */
  undo: () => boolean;
  /** Sends the decision now (leaving the page must not lose it); true when this sent it. */
  flush: () => boolean;
  readonly state: 'waiting' | 'sent' | 'undone';
}

/**
 * A decision that waits `delayMs` before `commit` runs, so it can be undone in the meantime (the
 * snackbar's Undo). Exactly one of `commit` and `onUndo` runs, once.
 */
export function deferDecision(options: {
  commit: () => void;
  onUndo: () => void;
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}): DeferredDecision {
  const {
    commit,
    onUndo,
    delayMs = BULK_UNDO_MS,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  let state: DeferredDecision['state'] = 'waiting';
  const send = () => {
    if (state !== 'waiting') return false;
    state = 'sent';
    clearTimer(timer);
    commit();
    return true;
  };
  const timer = setTimer(send, delayMs);
  return {
    undo: () => {
      if (state !== 'waiting') return false;
      state = 'undone';
      clearTimer(timer);
      onUndo();
      return true;
    },
    flush: send,
    get state() {
      return state;
    },
  };
}
