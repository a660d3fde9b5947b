import { CHAT_MESSAGES as text } from '@switchboard/domain';
import { useMemo } from 'react';
import { UnclaimedChatList } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { Heading, Note, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { useLiveUnclaimedQuery } from './chatApi';
import { queueRefreshDelayMs, visibleUnclaimedChats } from './lobby';
import { EMPTY_LIVE_LIST } from '../../app/socket/liveQuery';
import { useClaim } from './useClaim';
import { useClock } from '../../common/useClock';

/**
 * /chat/list (Admin): the live list of unclaimed chats of the admin's regions, oldest first.
 * Chats claimed anywhere leave it as the server reports them.
 */
export function UnclaimedListPage() {
  const user = useAppSelector(selectUser);
  const locales = user?.geos ?? [];
  const { data: list = EMPTY_LIVE_LIST } = useLiveUnclaimedQuery(
    locales.length > 0 ? { locales } : skipToken,
  );
  // Rows are pushed live; the clock only ages the waiting times (and drops expired rows).
  const now = useClock(queueRefreshDelayMs);
  const chats = useMemo(() => visibleUnclaimedChats(list.rows, now), [list.rows, now]);
  const { claim, claimingIds } = useClaim();

  return (
    <Screen>
      <Heading>{text.listTitle}</Heading>
      {locales.length === 0 ? (
        <Note>{text.noGeos}</Note>
      ) : (
        <UnclaimedChatList
          chats={chats}
          now={now}
          loading={!list.loaded}
          claimingIds={claimingIds}
          onClaim={(chat) => void claim(chat)}
        />
      )}
    </Screen>
  );
}
