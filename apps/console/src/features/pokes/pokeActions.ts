import { messages, type Notification } from '@switchboard/domain';
import { isApiError } from '../../app/apiError';

/** The snackbar notifications of the show page's actions (spec §8). */

const textOf = (error: unknown) =>
  isApiError(error) || error instanceof Error ? error.message : String(error);

/** Adding a domain: the server's success text, or "Can't add domain …" with the domain and why. */
export function addDomainNotification(
  domain: string,
  outcome: { ok: true; message: string } | { ok: false; error: unknown },
): Notification {
  return outcome.ok
    ? { type: 'success', message: outcome.message }
    : { type: 'error', message: messages.domainAddFailed(`"${domain}": ${textOf(outcome.error)}`) };
}

/** Converting to recurring: the server's success text, or "Can't create recurring poke. Error: …". */
export function recurringNotification(
  outcome: { ok: true; message: string } | { ok: false; error: unknown },
): Notification {
  return outcome.ok
    ? { type: 'success', message: outcome.message }
    : { type: 'error', message: messages.recurringPokeFailed(textOf(outcome.error)) };
}

/** Removing: 'The poke was removed.' with the counts (the server's text), or the error text. */
export function removalNotification(
  outcome: { ok: true; message: string } | { ok: false; error: unknown },
): Notification {
  return outcome.ok
    ? { type: 'success', message: outcome.message }
    : { type: 'error', message: textOf(outcome.error) };
}
