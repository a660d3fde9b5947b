import { useEffect, useRef } from 'react';
import {
  colonCodesToEmoji,
  displayedMessageContent,
  isMessageDeleted,
  type Message,
  type SenderType,
} from '@switchboard/domain';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import {
  Actions,
  AttachmentProblem,
  Bubble,
  Centered,
  IconButton,
  Image,
  Item,
  List,
  Meta,
  Older,
  Root,
  Scroller,
  Tag,
  type Side,
} from './MessageList.styles';
import { messageListMessages as text } from './messages';

export interface MessageListProps {
  /** The messages, oldest first. */
  messages: readonly Message[];
  /** How a message time (ISO timestamp) is shown, e.g. "14:02"; the app owns locale and zone. */
  formatTime: (createdAt: string) => string;
  /** The first page is loading. */
  loading?: boolean;
  /** Older messages exist: shows 'Load older messages'. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** Whether the user may delete and edit messages (the app decides by role). */
  canModerate?: boolean;
  onDelete?: (message: Message) => void;
  onEdit?: (message: Message) => void;
  /** Accessible name of the conversation. */
  label?: string;
  /** A message to point out (e.g. the flagged one): marked, labelled and centred on load. */
  markedId?: string;
  markedLabel?: string;
  /**
   * Why a message's attachment cannot be shown (its signed URL could not be had), shown in its
   * place; nothing for an attachment that shows.
   */
  attachmentProblem?: (message: Message) => string | null;
}

/** Customers on the left, the profile (agent, poke) on the right, the rest centred. */
function sideOf(senderType: SenderType): Side {
  if (senderType === 'customer') return 'customer';
  if (senderType === 'agent' || senderType === 'poke') return 'profile';
  return 'centre';
}

/** A chat conversation: messages on two sides, paging backwards, moderation actions. */
export function MessageList({
  messages,
  formatTime,
  loading = false,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  canModerate = false,
  onDelete,
  onEdit,
  label = text.label,
  markedId,
  markedLabel = text.marked,
  attachmentProblem,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  // Follow the newest message, or centre the marked one (its top if taller than the list; this
  // list scrolls, never the page); paging older ones in keeps the newest, so no jump then.
  useEffect(() => {
    const element = scroller.current;
    const line = element?.querySelector<HTMLElement>('[aria-current]');
    if (!element) return;
    element.scrollTop = line
      ? element.scrollTop +
        line.getBoundingClientRect().top -
        element.getBoundingClientRect().top -
        Math.max(0, (element.clientHeight - line.offsetHeight) / 2)
      : element.scrollHeight;
  }, [newestId, markedId]);

  let body;
  if (loading) {
    body = (
      <Centered>
        <Spinner label={text.loading} />
      </Centered>
    );
  } else if (messages.length === 0) {
    body = <Centered>{text.empty}</Centered>;
  } else {
    body = (
      <>
        {hasOlder && (
          <Older>
            <Button variant="secondary" size="sm" busy={loadingOlder} onClick={onLoadOlder}>
              {loadingOlder ? text.loadingOlder : text.loadOlder}
            </Button>
          </Older>
        )}
        <List>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              formatTime={formatTime}
              canModerate={canModerate}
              onDelete={onDelete}
              onEdit={onEdit}
              marked={message.id === markedId ? markedLabel : undefined}
              attachmentProblem={attachmentProblem}
            />
          ))}
        </List>
      </>
    );
  }

  return (
    <Root>
      {/* Focusable so keyboard users can scroll it; role log announces new messages politely. */}
      <Scroller
        ref={scroller}
        role="log"
        aria-label={label}
        aria-busy={loading || loadingOlder || undefined}
        tabIndex={0}
      >
        {body}
      </Scroller>
    </Root>
  );
}

interface MessageItemProps {
  message: Message;
  formatTime: (createdAt: string) => string;
  canModerate: boolean;
  onDelete?: (message: Message) => void;
  onEdit?: (message: Message) => void;
  /** The label of a marked message. */
  marked?: string;
  attachmentProblem?: (message: Message) => string | null;
}

function MessageItem({
  message,
  formatTime,
  canModerate,
  onDelete,
  onEdit,
  marked,
  attachmentProblem,
}: MessageItemProps) {
  const side = sideOf(message.senderType);
  const deleted = isMessageDeleted(message);
  const moderated = !deleted && Boolean(message.abuse_modification_data?.modified_content);
  const sender = message.senderName ?? text.unknownSender;
  const problem = deleted || !message.attachment ? null : (attachmentProblem?.(message) ?? null);
  const imageUrl =
    deleted || problem ? null : (message.attachment?.displayUrl ?? message.attachment?.url);
  const content = colonCodesToEmoji(displayedMessageContent(message));
  return (
    <Item $side={side} $marked={marked !== undefined} aria-current={marked ? true : undefined}>
      <Meta>
        <strong>{sender}</strong>
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
        {marked && (
          <Tag>
            <Icon name="abuse" size={12} />
            {marked}
          </Tag>
        )}
        {moderated && (
          <Tag>
            <Icon name="edit" size={12} />
            {text.moderated}
          </Tag>
        )}
        {canModerate && !deleted && (
          <Actions>
            {onEdit && (
              <IconButton
                type="button"
                aria-label={text.editMessage}
                onClick={() => onEdit(message)}
              >
                <Icon name="edit" size={16} />
              </IconButton>
            )}
            {onDelete && (
              <IconButton
                type="button"
                aria-label={text.deleteMessage}
                onClick={() => onDelete(message)}
              >
                <Icon name="delete" size={16} />
              </IconButton>
            )}
          </Actions>
        )}
      </Meta>
      {content !== '' && (
        <Bubble $side={side} $deleted={deleted}>
          {content}
        </Bubble>
      )}
      {imageUrl && <Image src={imageUrl} alt={text.attachmentAlt(sender)} />}
      {problem && <AttachmentProblem>{problem}</AttachmentProblem>}
    </Item>
  );
}
