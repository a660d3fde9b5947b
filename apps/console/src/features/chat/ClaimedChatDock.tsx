import { useEffect, useState } from 'react';
import {
  chatPokeId,
  claimablePools,
  hasRole,
  isChatPagePath,
  logbookCounts,
  pokeOpenPath,
  ROUTE_PATHS,
  CHAT_MESSAGES as text,
} from '@switchboard/domain';
import { ClaimedChatPanel } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../../app/apiError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notifyError } from '../notifications/notificationsSlice';
import { selectUser } from '../auth/selectors';
import { showClaimNotification } from './browserNotification';
import { useLiveClaimedQuery, useLiveLogsQuery, useLiveMessagesQuery } from './chatApi';
import { ChatLogbook } from './ChatLogbook';
import { claimListenerActive } from './lobby';
import { EMPTY_LIVE_LIST } from '../../app/socket/liveQuery';

/**
 * The claimed chat's floating panel (spec §2), on every page of the main layout while a chat is
 * claimed: on the chat pages the logbook button with the customer and profile log counts (it
 * opens the logbook dialog); elsewhere 'You still have a chat claimed' with the countdown, going
 * to /chat/claimed. It also shows the browser notification of a new claim (personal settings).
 */
export function ClaimedChatDock() {
  const user = useAppSelector(selectUser);
  const mayClaim = claimablePools(user?.roles ?? []).length > 0;
  return mayClaim ? <Dock /> : null;
}

function Dock() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // What the listener last reported decides whether it keeps running away from the chat pages.
  const [report, setReport] = useState({ checked: false, holdsClaim: false });
  const listening = claimListenerActive({ path: pathname, ...report });
  const { data: claimed = EMPTY_LIVE_LIST } = useLiveClaimedQuery(
    listening ? undefined : skipToken,
  );
  const chat = listening ? (claimed.rows[0] ?? null) : null;
  const chatId = chat?.id ?? null;
  if (claimed.loaded && (!report.checked || report.holdsClaim !== (chatId !== null))) {
    // Adjusting state while rendering, as React recommends for following a changed input.
    setReport({ checked: true, holdsClaim: chatId !== null });
  }

  // The claimed-chat notification: on when a chat is claimed, off when it is released (spec §4).
  const customerName = chat?.customer?.name ?? text.unknownName;
  useEffect(() => {
    if (chatId === null) return;
    return showClaimNotification(customerName);
  }, [chatId, customerName]);

  const { data: logs = EMPTY_LIVE_LIST } = useLiveLogsQuery(
    chat ? { locale: chat.locale, chatId: chat.id } : skipToken,
  );
  const [logbookOpen, setLogbookOpen] = useState(false);
  const openPoke = usePokeOfChat(chat);

  if (chat === null) return null;
  if (!isChatPagePath(pathname)) {
    return (
      <ClaimedChatPanel
        mode="claimed"
        claimExpiresAt={chat.claimExpiresAt}
        onOpenClaimedChat={() => void navigate(ROUTE_PATHS.chatClaimed)}
        onOpenPoke={openPoke}
      />
    );
  }
  // The counts show once the logs are in: a '0' that later jumps to the real count misleads.
  if (!logs.loaded) return null;
  const counts = logbookCounts(logs.rows);
  return (
    <>
      <ClaimedChatPanel
        mode="logbook"
        customerLogCount={counts.customer}
        profileLogCount={counts.profile}
        onOpenLogbook={() => setLogbookOpen(true)}
        onOpenPoke={openPoke}
      />
      <ChatLogbook
        chat={chat}
        logs={logs.rows}
        open={logbookOpen}
        onClose={() => setLogbookOpen(false)}
      />
    </>
  );
}

/**
 * Opening the poke the claimed chat came from, for those who may open pokes (Admin, Poker): a
 * follow-up opens its parent's edit page, /pokes/{locale}/{parentId}/edit (spec §2), any other
 * poke its page. Undefined while no poke wrote in the chat. The poke calls load on the click, so
 * every page's first load stays without them.
 */
function usePokeOfChat(chat: { id: string; locale: string } | null): (() => void) | undefined {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const roles = user?.roles ?? [];
  const mayOpen = hasRole(roles, 'Admin') || hasRole(roles, 'Poker');
  const { data: messages = EMPTY_LIVE_LIST } = useLiveMessagesQuery(
    chat && mayOpen ? { locale: chat.locale, chatId: chat.id } : skipToken,
  );
  const pokeId = chatPokeId(messages.rows);
  if (!chat || !pokeId) return undefined;
  return () => {
    void (async () => {
      const { pokesApi } = await import('../pokes/pokesApi');
      const call = dispatch(pokesApi.endpoints.getPoke.initiate({ geo: chat.locale, id: pokeId }));
      try {
        const poke = await call.unwrap();
        void navigate(pokeOpenPath(poke.data));
      } catch (error) {
        dispatch(notifyError(isApiError(error) ? error.message : String(error)));
      } finally {
        call.unsubscribe();
      }
    })();
  };
}
