import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../app/apiError';

/** The text of a failed RTK Query call: the server's message, or `fallback`. */
export function errorText(error: ApiError | SerializedError | undefined, fallback: string): string {
  if (!error) return fallback;
  const message = 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
