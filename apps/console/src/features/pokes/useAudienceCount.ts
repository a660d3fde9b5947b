import { useEffect, useRef, useState } from 'react';
import { CUSTOMER_COUNT_DEBOUNCE_MS, type AudienceCount } from '@switchboard/domain';
import { useAppDispatch } from '../../app/hooks';
import type { AudienceCountArgs } from './pokeCalls';
import { debouncedLatest, type DebouncedLatest, type DebouncedState } from './debouncedLatest';
import { pokesApi } from './pokesApi';

/**
 * The live audience count of the wizard: asked 1000 ms after the last change of `args` (spec
 * §5), loading meanwhile, and only the newest answer shown (see `debouncedLatest`).
 */
export function useAudienceCount(args: AudienceCountArgs): DebouncedState<AudienceCount> {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<DebouncedState<AudienceCount>>({
    value: null,
    loading: false,
    error: null,
  });
  const counter = useRef<DebouncedLatest<AudienceCountArgs> | null>(null);
  useEffect(() => {
    const created = debouncedLatest(
      async (request: AudienceCountArgs) => {
        const call = dispatch(pokesApi.endpoints.countTargets.initiate(request));
        try {
          return await call.unwrap();
        } finally {
          call.unsubscribe();
        }
      },
      CUSTOMER_COUNT_DEBOUNCE_MS,
      setState,
    );
    counter.current = created;
    return () => created.dispose();
  }, [dispatch]);
  // The key stands for the arguments: a new object with the same content asks nothing.
  const key = JSON.stringify(args);
  useEffect(() => {
    counter.current?.request(JSON.parse(key) as AudienceCountArgs);
  }, [key]);
  return state;
}
