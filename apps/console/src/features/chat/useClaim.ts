import { useState } from 'react';
import { chatQueuePool, ROUTE_PATHS, type CompleteChat, type QueuePool } from '@switchboard/domain';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../notifications/notificationsSlice';
import { askClaimNotificationPermission } from './browserNotification';
import { useClaimChatMutation, useClaimNextChatMutation } from './chatApi';
import { claimFailureNotification } from './claim';

/**
 * Claiming from the lobby (next of a pool) and from the admin list (one chat): the
 * waiting-for-claim state while the call runs, the spec's warning or error in the snackbar when
 * it fails, and /chat/claimed when it succeeds.
 */
export function useClaim() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [claimChat] = useClaimChatMutation();
  const [claimNextChat] = useClaimNextChatMutation();
  const [waitingPool, setWaitingPool] = useState<QueuePool | null>(null);
  const [claimingIds, setClaimingIds] = useState<string[]>([]);

  const settle = async (claim: Promise<unknown>) => {
    try {
      await claim;
      void navigate(ROUTE_PATHS.chatClaimed);
    } catch (error) {
      dispatch(notify(claimFailureNotification(error)));
    }
  };

  const claimNext = async (pool: QueuePool, locales: string[]) => {
    askClaimNotificationPermission();
    setWaitingPool(pool);
    await settle(claimNextChat({ pool, locales }).unwrap());
    setWaitingPool(null);
  };

  const claim = async (chat: CompleteChat) => {
    askClaimNotificationPermission();
    setClaimingIds((ids) => [...ids, chat.id]);
    await settle(
      claimChat({
        chatId: chat.id,
        domain: chat.domain,
        messagePool: chatQueuePool(chat),
      }).unwrap(),
    );
    setClaimingIds((ids) => ids.filter((id) => id !== chat.id));
  };

  return { claimNext, claim, waitingPool, claimingIds };
}
