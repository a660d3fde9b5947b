import { useEffect, useState } from 'react';

/**
 * True once `active` has held for `delayMs` without a break, false as soon as it ends: loading
 * indicators that appear only when loading takes noticeably long (spec §9).
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}
