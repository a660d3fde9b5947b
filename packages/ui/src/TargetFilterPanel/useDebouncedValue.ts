import { useEffect, useState } from 'react';
import { CUSTOMER_COUNT_DEBOUNCE_MS } from '@switchboard/domain';

/**
 * `value`, once it has stayed the same for `delayMs` (default: the customer-count debounce,
 * 1000 ms). The app asks for a new target count with the debounced filters.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = CUSTOMER_COUNT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
