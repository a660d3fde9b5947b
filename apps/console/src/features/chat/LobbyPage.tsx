import { claimablePools, messages, ROUTE_PATHS, CHAT_MESSAGES as text } from '@switchboard/domain';
import { QueueTiles } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Heading, Note, Paragraph, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { useLiveClaimedQuery, useLiveQueueCountsQuery } from './chatApi';
import { queueRefreshDelayMs } from './lobby';
import { EMPTY_LIVE_LIST } from '../../app/socket/liveQuery';
import { useClaim } from './useClaim';
import { useClock } from '../../common/useClock';

/**
 * /chat/lobby: one tile per queue pool the user may claim in, with the number of chats waiting
 * in the user's regions and the oldest wait, and 'Claim next'.
 */
export function LobbyPage() {
  const user = useAppSelector(selectUser);
  const locales = user?.geos ?? [];
  const pools = claimablePools(user?.roles ?? []);
  const { data: counts = EMPTY_LIVE_LIST } = useLiveQueueCountsQuery(
    locales.length > 0 ? { locales } : skipToken,
  );
  const { data: claimed = EMPTY_LIVE_LIST } = useLiveClaimedQuery();
  // The counts arrive pushed by the live query, so the spec's refresh (first after 3 s, then
  // every 10 s) has nothing to fetch: it moves the clock the waiting times are measured
  // against. A dropped socket needs no refresh either: the portal subscribes again on reconnect
  // and the server sends the current counts anew.
  const now = useClock(queueRefreshDelayMs);
  const { claimNext, waitingPool } = useClaim();

  return (
    <Screen>
      <Heading>{text.lobbyTitle}</Heading>
      <Paragraph>{text.lobbyIntro}</Paragraph>
      {claimed.rows.length > 0 && (
        <Note $tone="warning">
          {messages.stillHaveChatClaimed}.{' '}
          <Link to={ROUTE_PATHS.chatClaimed}>{text.openClaimedChat}</Link>
        </Note>
      )}
      {locales.length === 0 ? (
        <Note>{text.noGeos}</Note>
      ) : pools.length === 0 ? (
        <Note>{text.noPools}</Note>
      ) : (
        <QueueTiles
          counts={counts.rows}
          pools={pools}
          now={now}
          loading={!counts.loaded}
          waitingPool={waitingPool}
          onClaimNext={(pool) => void claimNext(pool, locales)}
        />
      )}
    </Screen>
  );
}
