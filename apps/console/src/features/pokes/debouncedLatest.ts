/** What a debounced count shows: the last answer, whether one is on its way, and a failure. */
export interface DebouncedState<T> {
  value: T | null;
  loading: boolean;
  error: unknown;
}

export interface DebouncedLatest<A> {
  /** Asks for `args`, after `delayMs` without another request. */
  request(args: A): void;
  /** Drops the pending request and ignores any answer still to come. */
  dispose(): void;
}

/**
 * Runs `run` for the last request once `delayMs` have passed without another (the customer
 * count's 1000 ms, spec §5), and reports to `onState`. Loading shows from the first request, so
 * the count never looks current while the poker edits. An answer is kept only if it belongs to
 * the newest call: a slow answer to older filters never overwrites a newer one.
 */
export function debouncedLatest<A, T>(
  run: (args: A) => Promise<T>,
  delayMs: number,
  onState: (state: DebouncedState<T>) => void,
): DebouncedLatest<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest = 0;
  let state: DebouncedState<T> = { value: null, loading: false, error: null };
  const set = (next: Partial<DebouncedState<T>>) => {
    state = { ...state, ...next };
    onState(state);
  };
  return {
    request(args) {
      if (timer !== null) clearTimeout(timer);
      const ticket = ++latest;
      if (!state.loading) set({ loading: true });
      timer = setTimeout(() => {
        timer = null;
        run(args).then(
          (value) => {
            if (ticket === latest) set({ value, loading: false, error: null });
          },
          (error: unknown) => {
            if (ticket === latest) set({ loading: false, error });
          },
        );
      }, delayMs);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      latest += 1;
    },
  };
}
