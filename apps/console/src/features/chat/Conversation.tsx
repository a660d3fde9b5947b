import { useCallback, useMemo, useState } from 'react';
import {
  areSuggestionsOffered,
  colonCodesToEmoji,
  mayModerateMessages,
  messages,
  type Attachment,
  type Chat,
  type DomainConfig,
  type Message,
  CHAT_MESSAGES as text,
} from '@switchboard/domain';
import { Button, Composer, Icon, MessageList, SuggestionChips } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/selectors';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { AttachmentImage, AttachmentPicker } from './AttachmentPicker';
import {
  useGetProfileAttachmentsQuery,
  useLiveMessagesQuery,
  useLiveSuggestionsQuery,
  useOlderMessagesMutation,
  useRegenerateSuggestionMutation,
  useSendMessageMutation,
  useSignUrlsQuery,
} from './chatApi';
import type { MessagePage } from './chatRows';
import { chatHomePath, errorText } from './claim';
import {
  attachmentSourceKey,
  buildReply,
  currentSuggestions,
  hasOlderMessages,
  messageAttachmentKeys,
  messageCentralBasePath,
  olderPageCursor,
  unusedAttachments,
  withSignedAttachments,
} from './conversation';
import { EMPTY_LIVE_LIST } from '../../app/socket/liveQuery';
import { MessageModeration, type ModerationTarget } from './MessageModeration';
import { isoTimeFormat } from '../../common/timeFormat';

/*
 * The conversation keeps to the window's height beside the (taller) profile panels, so the reply
 * box and the suggestions stay in view while the messages scroll.
 */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  align-self: start;
  position: sticky;
  top: ${({ theme }) => theme.space(4)};
  height: calc(100vh - 240px);
  min-height: 460px;

  ${({ theme }) => theme.media.mobile} {
    position: static;
    height: auto;
    min-height: 0;
  }
`;

const ListArea = styled.div`
  flex: 1 1 auto;
  min-height: 200px;

  ${({ theme }) => theme.media.mobile} {
    height: 60vh;
  }
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const formatTime = isoTimeFormat({ dateStyle: 'short', timeStyle: 'short' });

interface ConversationProps {
  chat: Chat;
  domainConfig: DomainConfig | null;
}

/**
 * The claimed chat's conversation: the live messages with paging back, moderation for the roles
 * allowed, AI suggestions where the domain's rule offers them, and the reply box with emoji and
 * attachments. Sending releases the claim (server side): the operator goes back to the lobby.
 */
export function Conversation({ chat, domainConfig }: ConversationProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const roles = user?.roles ?? [];
  const scope = { locale: chat.locale, chatId: chat.id };

  const { data: live = EMPTY_LIVE_LIST } = useLiveMessagesQuery(scope);
  const attachmentKeys = useMemo(() => messageAttachmentKeys(live.rows), [live.rows]);
  const signing = useSignUrlsQuery(
    attachmentKeys.length > 0 && chat.domain
      ? { urls: attachmentKeys, domain: chat.domain }
      : skipToken,
  );
  const signed = signing.data;
  const shown = useMemo(() => withSignedAttachments(live.rows, signed), [live.rows, signed]);
  // The signing call failed: each attachment says so in its place (spec §8), not a broken image.
  const signingFailed = signing.isError;
  const attachmentProblem = useCallback(
    (message: Message) => {
      if (!signingFailed || !message.attachment) return null;
      const key = attachmentSourceKey(message.attachment);
      return key === null ? null : messages.attachmentUrlFailed(key);
    },
    [signingFailed],
  );
  const [loadOlder, older] = useOlderMessagesMutation();
  const [lastOlderPage, setLastOlderPage] = useState<MessagePage | null>(null);
  const [moderation, setModeration] = useState<ModerationTarget>(null);
  const canModerate = mayModerateMessages(roles);

  const offered = areSuggestionsOffered({ domainConfig, claimRoles: roles, chat });
  const { data: suggestionRows = EMPTY_LIVE_LIST } = useLiveSuggestionsQuery(
    offered ? scope : skipToken,
  );
  const suggestions = useMemo(
    () => currentSuggestions(suggestionRows.rows, chat),
    [suggestionRows.rows, chat],
  );
  const [regenerate, regeneration] = useRegenerateSuggestionMutation();

  const [draft, setDraft] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const basePath = messageCentralBasePath(domainConfig);
  const profileAttachments = useGetProfileAttachmentsQuery(
    pickerOpen && basePath && chat.profile ? { basePath, profileId: chat.profile.id } : skipToken,
  );
  const choices = useMemo(
    () => unusedAttachments([...chat.attachments, ...(profileAttachments.data ?? [])], chat),
    [chat, profileAttachments.data],
  );
  const [sendMessage, sending] = useSendMessageMutation();

  const showOlder = async () => {
    const before = olderPageCursor(live.rows);
    if (before === null) return;
    try {
      setLastOlderPage(await loadOlder({ ...scope, before }).unwrap());
    } catch (error) {
      dispatch(notifyError(text.olderFailed(errorText(error))));
    }
  };

  const send = async (reply: string) => {
    const request = buildReply({ chat, senderId: user?.uid ?? '', text: reply, attachment });
    if (request === null) {
      dispatch(notifyError(text.replyInvalid));
      throw new Error(text.replyInvalid);
    }
    try {
      await sendMessage({ ...request, locale: chat.locale }).unwrap();
    } catch (error) {
      dispatch(notifyError(text.sendFailed(errorText(error))));
      // Rejecting keeps the draft in the composer for another try.
      throw error;
    }
    dispatch(notifySuccess(text.replySent));
    void navigate(chatHomePath(user?.roles ?? []));
  };

  const askNewSuggestions = async () => {
    const messageId = chat.lastMessage?.id;
    if (!messageId || !chat.domain) return;
    try {
      await regenerate({
        chatId: chat.id,
        messageId,
        domain: chat.domain,
        locale: chat.locale,
        selectedImage: attachment?.hash ?? attachment?.url ?? null,
        fullAI: false,
      }).unwrap();
    } catch (error) {
      dispatch(notifyError(text.regenerateFailed(errorText(error))));
    }
  };

  const customer = chat.customer?.name ?? text.unknownName;
  const profile = chat.profile?.name ?? text.unknownName;

  return (
    <Column>
      <ListArea>
        <MessageList
          messages={shown}
          formatTime={formatTime}
          loading={!live.loaded}
          hasOlder={hasOlderMessages(live.rows.length, lastOlderPage)}
          loadingOlder={older.isLoading}
          onLoadOlder={() => void showOlder()}
          canModerate={canModerate}
          onDelete={(message) => setModeration({ kind: 'delete', message })}
          onEdit={(message) => setModeration({ kind: 'edit', message })}
          label={text.conversation(customer, profile)}
          attachmentProblem={attachmentProblem}
        />
      </ListArea>
      <SuggestionChips
        offered={offered}
        suggestions={suggestions}
        loading={!suggestionRows.loaded || regeneration.isLoading}
        onPick={(suggestion) => setDraft(colonCodesToEmoji(suggestion.suggestion))}
        onRegenerate={() => void askNewSuggestions()}
      />
      {attachment && chat.domain && (
        <Chosen aria-label={text.attachmentChosen} role="group">
          <AttachmentImage
            attachment={attachment}
            domain={chat.domain}
            alt={text.attachmentChosen}
          />
          <Button
            variant="text"
            size="sm"
            icon={<Icon name="close" size={16} />}
            onClick={() => setAttachment(null)}
          >
            {text.removeAttachment}
          </Button>
        </Chosen>
      )}
      <Composer
        value={draft}
        onChange={setDraft}
        onSend={send}
        sending={sending.isLoading}
        hasAttachment={attachment !== null}
        onAttach={chat.domain ? () => setPickerOpen(true) : undefined}
      />
      {chat.domain && (
        <AttachmentPicker
          open={pickerOpen}
          attachments={choices}
          loading={profileAttachments.isLoading}
          problem={
            profileAttachments.isError && chat.profile
              ? messages.attachmentsFetchFailed(chat.profile.id)
              : null
          }
          domain={chat.domain}
          onPick={(picked) => {
            setAttachment(picked);
            setPickerOpen(false);
          }}
          onClose={() => setPickerOpen(false)}
        />
      )}
      <MessageModeration scope={scope} target={moderation} onDone={() => setModeration(null)} />
    </Column>
  );
}
