import { useEffect, useState } from 'react';

/**
 * A clock reading that moves on after `delayMs(ticksSoFar)`, then again and again: waiting times
 * and the like re-render with it. The first reading is taken when the component mounts.
 */
export function useClock(delayMs: (ticksSoFar: number) => number): Date {
  const [clock, setClock] = useState(() => ({ now: new Date(), ticks: 0 }));
  useEffect(() => {
    const timer = setTimeout(
      () => setClock(({ ticks }) => ({ now: new Date(), ticks: ticks + 1 })),
      delayMs(clock.ticks),
    );
    return () => clearTimeout(timer);
  }, [clock.ticks, delayMs]);
  return clock.now;
}
