import type { ReactNode } from 'react';
import {
  POKE_MESSAGES,
  POKE_UI_MESSAGES,
  type PokeWithFollowUpsResponse,
} from '@switchboard/domain';
import { Button, Spinner } from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { Note, Screen } from '../../common/layout';
import { useGetPokeQuery, type PokeKey } from './pokesApi';

export interface PokeQueryScreenProps extends PokeKey {
  /** The page of the loaded poke and its follow-ups. */
  children: (answer: PokeWithFollowUpsResponse) => ReactNode;
}

/**
 * A stored poke's page (the poke page, the wizard when editing): a spinner while the poke loads,
 * the server's reason (or a general one) with a retry when it cannot be read, else the page.
 */
export function PokeQueryScreen({ geo, id, children }: PokeQueryScreenProps) {
  const { data, error, isLoading, isFetching, refetch } = useGetPokeQuery({ geo, id });
  if (isLoading) {
    return (
      <Screen>
        <Spinner label={POKE_MESSAGES.loading} />
      </Screen>
    );
  }
  if (!data) {
    return (
      <Screen>
        <Note $tone="warning" role="alert">
          {isApiError(error) ? error.message : POKE_UI_MESSAGES.loadFailed}
        </Note>
        <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
          {POKE_UI_MESSAGES.retry}
        </Button>
      </Screen>
    );
  }
  return children(data);
}
