import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncedLatest, type DebouncedState } from './debouncedLatest';

/** A `run` whose answers the test settles by hand, in any order. */
function deferredRun() {
  const pending = new Map<string, (value: number) => void>();
  const run = vi.fn(
    (args: string) => new Promise<number>((resolve) => void pending.set(args, resolve)),
  );
  return { run, answer: (args: string, value: number) => pending.get(args)?.(value) };
}

describe('debouncedLatest', () => {
  let states: DebouncedState<number>[];
  const last = () => states.at(-1);
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('asks once, 1000 ms after the last change, loading meanwhile', async () => {
    const { run, answer } = deferredRun();
    const counter = debouncedLatest(run, 1000, (s) => states.push(s));
    counter.request('a');
    expect(last()).toMatchObject({ loading: true, value: null });
    await vi.advanceTimersByTimeAsync(600);
    counter.request('ab');
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run.mock.calls).toEqual([['ab']]);
    answer('ab', 7);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ value: 7, loading: false, error: null });
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const { run, answer } = deferredRun();
    const counter = debouncedLatest(run, 1000, (s) => states.push(s));
    counter.request('old');
    await vi.advanceTimersByTimeAsync(1000);
    counter.request('new');
    await vi.advanceTimersByTimeAsync(1000);
    expect(run.mock.calls).toEqual([['old'], ['new']]);
    answer('new', 2);
    await vi.advanceTimersByTimeAsync(0);
    answer('old', 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ value: 2, loading: false, error: null });
    expect(states.some((s) => s.value === 1)).toBe(false);
  });

  it('stays loading while an older answer arrives before the newest one', async () => {
    const { run, answer } = deferredRun();
    const counter = debouncedLatest(run, 1000, (s) => states.push(s));
    counter.request('old');
    await vi.advanceTimersByTimeAsync(1000);
    counter.request('new');
    answer('old', 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ loading: true, value: null });
  });

  it('reports a failure of the newest call and ignores everything after dispose', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    const counter = debouncedLatest(failing, 1000, (s) => states.push(s));
    counter.request('x');
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toMatchObject({ loading: false, error: new Error('down') });
    const count = states.length;
    counter.request('y');
    counter.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(states.length).toBe(count + 1);
  });
});
