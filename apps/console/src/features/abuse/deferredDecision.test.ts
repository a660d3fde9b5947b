import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_UNDO_MS, deferDecision } from './deferredDecision';

describe('deferred bulk decision', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends after the undo window, once', () => {
    const commit = vi.fn();
    const onUndo = vi.fn();
    const decision = deferDecision({ commit, onUndo });
    vi.advanceTimersByTime(BULK_UNDO_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(decision.state).toBe('sent');
    expect(decision.undo()).toBe(false);
    expect(decision.flush()).toBe(false);
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('an undo within the window cancels it for good', () => {
    const commit = vi.fn();
    const onUndo = vi.fn();
    const decision = deferDecision({ commit, onUndo, delayMs: 1000 });
    expect(decision.undo()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(commit).not.toHaveBeenCalled();
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(decision.flush()).toBe(false);
    expect(decision.state).toBe('undone');
  });

  it('flush sends at once (leaving the page) and the timer then does nothing', () => {
    const commit = vi.fn();
    const decision = deferDecision({ commit, onUndo: vi.fn() });
    expect(decision.flush()).toBe(true);
    vi.advanceTimersByTime(BULK_UNDO_MS);
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
