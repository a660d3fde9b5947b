import { messages, CHAT_MESSAGES } from '@switchboard/domain';
import { isApiError } from '../../app/apiError';
import { errorText } from './claim';

/**
 * The text a profile panel shows when its lookup fails (spec §5 "Profile lookup", §8): the
 * spec's not-found texts for a 404, 'Failed to retrieve entertainment profile with id {id}.' for
 * any other failure of the entertainment profile, the reason otherwise.
 */
export function profileErrorText(
  kind: 'customer' | 'entertainment',
  id: string,
  error: unknown,
): string {
  if (isApiError(error) && error.status === 404) {
    return kind === 'customer' ? messages.noCustomerProfile : messages.noEntertainmentProfile;
  }
  return kind === 'entertainment'
    ? messages.profileFetchFailed(id)
    : CHAT_MESSAGES.profileFailed(errorText(error));
}
