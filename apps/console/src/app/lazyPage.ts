import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, CONSOLE_MESSAGES } from '@switchboard/domain';

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A code-split page: its chunk loads on first use and fails after 120 s (spec §8); the route's
 * error page then offers to try again.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, CONSOLE_MESSAGES.chunkLoadTimedOut).then(
      (component) => ({ default: component }),
    ),
  );
}
