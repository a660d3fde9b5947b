import { isAxiosError } from 'axios';
import { answerFailure, CLIENT_ERROR_CODES, networkFailure, type ApiError } from './apiFailure';

export { authFailureText, CLIENT_ERROR_CODES, isApiError, type ApiError } from './apiFailure';

/** Any thrown value of an HTTP call as an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    if (status === 0) return networkFailure();
    return answerFailure(status, error.response?.data, error.message);
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 0, code: CLIENT_ERROR_CODES.badAnswer, message };
}
