import {
  UNCLAIMED_LIST_LOADING_INDICATOR_MS,
  chatQueuePool,
  colonCodesToEmoji,
  displayedMessageContent,
  localeFlag,
  queuePoolLabel,
  type CompleteChat,
} from '@switchboard/domain';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { VisuallyHidden } from '../Countdown/Countdown.styles';
import { Spinner } from '../Spinner';
import { formatWaiting } from './formatWaiting';
import { unclaimedListMessages as text } from './messages';
import { useDelayedFlag } from './useDelayedFlag';
import {
  ActionCell,
  Excerpt,
  Muted,
  NoWrap,
  Participants,
  State,
  Table,
  Wrapper,
} from './UnclaimedChatList.styles';

export interface UnclaimedChatListProps {
  /** The live unclaimed queue, already filtered and ordered (`selectUnclaimedQueue`). */
  chats: readonly CompleteChat[];
  /** The clock reading waiting times are measured against. */
  now: Date;
  loading?: boolean;
  /** Ids of chats whose claim is running. */
  claimingIds?: readonly string[];
  onClaim: (chat: CompleteChat) => void;
}

/**
 * The admin's live list of unclaimed chats, one row per chat with a Claim button; below the
 * mobile breakpoint each row is a card (no sideways scrolling).
 */
export function UnclaimedChatList({
  chats,
  now,
  loading = false,
  claimingIds = [],
  onClaim,
}: UnclaimedChatListProps) {
  const showIndicator = useDelayedFlag(loading, UNCLAIMED_LIST_LOADING_INDICATOR_MS);

  if (chats.length === 0) {
    return (
      <Wrapper aria-busy={loading || undefined}>
        {loading ? (
          <State>{showIndicator && <Spinner label={text.loading} />}</State>
        ) : (
          <State>{text.empty}</State>
        )}
      </Wrapper>
    );
  }

  return (
    <Wrapper
      role="region"
      aria-label={text.label}
      aria-busy={loading || undefined}
      // Scrollable: keyboard users need to reach it.
      tabIndex={0}
    >
      {showIndicator && (
        <State>
          <Spinner label={text.loading} />
        </State>
      )}
      <Table aria-label={text.label}>
        <thead>
          <tr>
            <th scope="col">{text.columns.domain}</th>
            <th scope="col">{text.columns.locale}</th>
            <th scope="col">{text.columns.participants}</th>
            <th scope="col">{text.columns.lastMessage}</th>
            <th scope="col">{text.columns.waiting}</th>
            <th scope="col">{text.columns.pool}</th>
            <th scope="col">
              <VisuallyHidden>{text.columns.action}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {chats.map((chat) => {
            const customer = chat.customer.name ?? text.unknown;
            const profile = chat.profile.name ?? text.unknown;
            const excerpt = colonCodesToEmoji(displayedMessageContent(chat.lastMessage));
            const claiming = claimingIds.includes(chat.id);
            return (
              <tr key={chat.id}>
                <NoWrap data-cell="domain">{chat.domain}</NoWrap>
                <NoWrap data-cell="locale">
                  <span aria-hidden="true">{localeFlag(chat.locale)} </span>
                  {chat.locale.toUpperCase()}
                </NoWrap>
                <Participants data-cell="participants">
                  {customer}
                  <span aria-hidden="true">→</span>
                  <Muted>{profile}</Muted>
                </Participants>
                <Excerpt data-cell="excerpt" title={excerpt}>
                  {excerpt}
                </Excerpt>
                <NoWrap data-cell="waiting">
                  {formatWaiting(chat.lastMessage.createdAt, now) ?? '–'}
                </NoWrap>
                <NoWrap data-cell="pool">
                  <Badge tone="neutral">{queuePoolLabel(chatQueuePool(chat))}</Badge>
                </NoWrap>
                <ActionCell data-cell="action">
                  <Button
                    size="sm"
                    busy={claiming}
                    aria-label={text.claimChat(customer, profile)}
                    onClick={() => onClaim(chat)}
                  >
                    {text.claim}
                  </Button>
                </ActionCell>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Wrapper>
  );
}
