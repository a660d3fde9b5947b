import { STATISTICS_MESSAGES as text } from '@switchboard/domain';
import { isApiError } from '../../app/apiError';

/**
 * The server's reason for a failed call, in words: the messages of the fields a 400 names, else
 * its message.
 */
export function failureReason(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const issues = (error.issues ?? [])
    .map((issue) =>
      typeof issue === 'object' && issue !== null && 'message' in issue
        ? String(issue.message)
        : '',
    )
    .filter((message) => message !== '');
  const reason = issues.length > 0 ? issues.join(' ') : error.message.trim();
  return reason || null;
}

/**
 * What a figure's failed call says on its screen: "The figures could not be loaded" and the
 * server's reason (`failureReason`). Null when the call did not fail.
 */
export function failureText(error: unknown): string | null {
  if (!error) return null;
  const reason = failureReason(error);
  return reason ? text.loadFailedBecause(reason) : text.loadFailed;
}

/** What a failed CSV download says: "The CSV could not be downloaded" and the server's reason. */
export function downloadFailureText(error: unknown): string {
  const reason = failureReason(error);
  return reason ? text.downloadFailedBecause(reason) : text.downloadFailed;
}

/** The empty text of a chart: loading, the failure, or nothing in the range. */
export function chartEmptyText(answer: { isFetching: boolean; error?: unknown }): string {
  if (answer.isFetching) return text.loading;
  return failureText(answer.error) ?? text.empty;
}
