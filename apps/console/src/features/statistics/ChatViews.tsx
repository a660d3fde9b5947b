import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  routePath,
  STATISTICS_MESSAGES as text,
  type ChatReviewRow,
  type LiveConversation,
  type Log,
} from '@switchboard/domain';
import { Button, Countdown, MessageList, Spinner } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { Note } from '../../common/layout';
import { useLiveMessagesQuery } from '../chat/chatApi';
import { EMPTY_LIVE_LIST } from '../../app/socket/liveQuery';
import { isoTimeFormat } from '../../common/timeFormat';
import { FigureTable, type FigureColumn } from './FigureTable';
import { failureText } from './failure';
import { formatDateTime, EMPTY } from './format';
import { Section, type FigureProps } from './StatisticsShell';
import {
  useChatReviewDetailsQuery,
  useChatReviewListQuery,
  useLiveConversationsQuery,
  type StatisticsArgs,
} from './statisticsApi';

const messageTime = isoTimeFormat({ dateStyle: 'short', timeStyle: 'short' });

const chatColumns: FigureColumn<ChatReviewRow>[] = [
  {
    id: 'chat',
    header: text.chat,
    cell: (r) => (
      <Link to={routePath('statistics-chat-details', { geo: r.locale, id: r.id })}>
        {r.customerName ?? r.id}
      </Link>
    ),
    sortValue: (r) => r.customerName ?? r.id,
  },
  {
    id: 'profile',
    header: text.profile,
    cell: (r) => r.profileName ?? EMPTY,
    sortValue: (r) => r.profileName,
  },
  {
    id: 'locale',
    header: text.locale,
    cell: (r) => r.locale.toUpperCase(),
    sortValue: (r) => r.locale,
  },
  { id: 'domain', header: text.domain, cell: (r) => r.domain ?? EMPTY, sortValue: (r) => r.domain },
  {
    id: 'last',
    header: text.lastMessage,
    cell: (r) => formatDateTime(r.lastMessageAt),
    sortValue: (r) => r.lastMessageAt,
  },
  {
    id: 'status',
    header: text.status,
    cell: (r) => (r.status === 'ongoing' ? text.ongoing : text.finished),
    sortValue: (r) => r.status,
  },
  {
    id: 'operators',
    header: text.operators,
    cell: (r) => r.operators.join(', ') || EMPTY,
    sortValue: (r) => r.operators.join(', '),
  },
];

/** One page of the chat list (50); the pages after it come with "Load more". */
function ChatPage({
  args,
  cursor,
  last,
  onMore,
}: {
  args: StatisticsArgs;
  cursor: string | undefined;
  last: boolean;
  onMore: (cursor: string) => void;
}) {
  const answer = useChatReviewListQuery({ ...args, cursor });
  const next = answer.data?.nextCursor ?? null;
  return (
    <>
      <FigureTable
        caption={text.tabChat}
        columns={chatColumns}
        rows={answer.data?.rows}
        rowKey={(r) => r.id}
        loading={answer.isFetching}
        error={answer.error}
        onRetry={() => void answer.refetch()}
      />
      {last && next !== null && (
        <Button variant="secondary" onClick={() => onMore(next)}>
          {text.more}
        </Button>
      )}
    </>
  );
}

/** /statistics/chat: chats active in the range for quality review, newest first. */
export function ChatListView({ args }: FigureProps) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const key = JSON.stringify(args);
  const [shownFor, setShownFor] = useState(key);
  // A new range or locale starts again at the first page.
  if (shownFor !== key) {
    setShownFor(key);
    setCursors([undefined]);
  }
  return (
    <Section>
      {cursors.map((cursor, index) => (
        <ChatPage
          key={cursor ?? 'first'}
          args={args}
          cursor={cursor}
          last={index === cursors.length - 1}
          onMore={(next) => setCursors([...cursors, next])}
        />
      ))}
    </Section>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
`;

function logText(log: Log): string {
  const { group, groupValue, value } = log.content;
  const detail = groupValue === null ? '' : ` ${groupValue}`;
  return `${group}${detail}${value ? `: ${value}` : ''}`;
}

/** /statistics/chat/{geo}/{id}: the conversation in pages of 15, logbook and abuse verdicts. */
export function ChatDetailsView() {
  const { geo = '', id = '' } = useParams();
  /** The `before` of each page shown so far: the newest page has none. */
  const [pages, setPages] = useState<string[]>([]);
  const before = pages[pages.length - 1];
  const answer = useChatReviewDetailsQuery({ geo, id, before });
  if (answer.isError) {
    return (
      <Note $tone="warning">
        {'status' in answer.error && answer.error.status === 404
          ? text.chatNotFound
          : failureText(answer.error)}
      </Note>
    );
  }
  const data = answer.data;
  return (
    <Section>
      <Link to={routePath('statistics-chat')}>{text.back}</Link>
      {data && (
        <p>
          {data.chat.customerName ?? data.chat.id} · {data.chat.profileName ?? EMPTY} ·{' '}
          {data.chat.locale.toUpperCase()} · {data.chat.domain ?? EMPTY} ·{' '}
          {data.chat.status === 'ongoing' ? text.ongoing : text.finished} · {text.operators}:{' '}
          {data.chat.operators.join(', ') || EMPTY}
        </p>
      )}
      <Columns>
        <Section aria-label={text.conversation}>
          <h2>{text.conversation}</h2>
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={!data?.hasMore || answer.isFetching}
              onClick={() => {
                const first = data?.messages[0];
                if (first) setPages([...pages, first.createdAt]);
              }}
            >
              {text.olderMessages}
            </Button>{' '}
            <Button
              variant="secondary"
              size="sm"
              disabled={pages.length === 0 || answer.isFetching}
              onClick={() => setPages(pages.slice(0, -1))}
            >
              {text.newerMessages}
            </Button>
          </div>
          <MessageList
            label={text.conversation}
            messages={data?.messages ?? []}
            formatTime={messageTime}
            loading={answer.isFetching}
          />
        </Section>
        <Section>
          <h2>{text.logbook}</h2>
          {answer.isFetching && !data ? (
            <Spinner label={text.loading} />
          ) : data && data.logs.length > 0 ? (
            <Plain>
              {data.logs.map((log) => (
                <li key={log.id}>
                  <strong>{log.category ?? EMPTY}</strong>: {logText(log)} (
                  {log.createdByName ?? log.createdBy}, {formatDateTime(log.createdAt)})
                </li>
              ))}
            </Plain>
          ) : (
            <p>{text.noLogs}</p>
          )}
          <h2>{text.abuseVerdicts}</h2>
          {data && data.abuseVerdicts.length > 0 ? (
            <Plain>
              {data.abuseVerdicts.map((verdict) => (
                <li key={verdict.messageId}>
                  {verdict.messageId}: {verdict.status}
                  {verdict.checkedBy ? ` (${verdict.checkedBy})` : ''}
                </li>
              ))}
            </Plain>
          ) : (
            <p>{text.noVerdicts}</p>
          )}
        </Section>
      </Columns>
    </Section>
  );
}

/** /statistics/live-conversations: the chats claimed right now, live, with their countdowns. */
export function LiveConversationsView({ args, geos }: FigureProps & { geos: readonly string[] }) {
  const locales = args.locales.length > 0 ? args.locales : [...geos];
  const { data = EMPTY_LIVE_LIST } = useLiveConversationsQuery(
    locales.length > 0 ? { locales } : skipToken,
  );
  const columns: FigureColumn<LiveConversation>[] = [
    {
      id: 'operator',
      header: text.claimedBy,
      cell: (r) => r.operatorName,
      sortValue: (r) => r.operatorName,
    },
    {
      id: 'customer',
      header: text.customer,
      cell: (r) => r.customerName ?? EMPTY,
      sortValue: (r) => r.customerName,
    },
    {
      id: 'profile',
      header: text.profile,
      cell: (r) => r.profileName ?? EMPTY,
      sortValue: (r) => r.profileName,
    },
    {
      id: 'locale',
      header: text.locale,
      cell: (r) => r.locale.toUpperCase(),
      sortValue: (r) => r.locale,
    },
    {
      id: 'ends',
      header: text.claimEnds,
      cell: (r) => <Countdown expiresAt={r.claimExpiresAt} label={text.claimEnds} />,
      sortValue: (r) => r.claimExpiresAt,
    },
    {
      id: 'watch',
      header: text.watch,
      cell: (r) => (
        <Link to={routePath('statistics-live-conversation-details', { geo: r.locale, id: r.id })}>
          {text.watch}
        </Link>
      ),
    },
  ];
  return (
    <FigureTable
      caption={text.tabLiveConversations}
      columns={columns}
      rows={data.rows}
      rowKey={(r) => r.id}
      loading={!data.loaded}
      error={undefined}
    />
  );
}

/** /statistics/live-conversations/{geo}/{id}: one chat's messages as they come, read only. */
export function LiveConversationView() {
  const { geo = '', id = '' } = useParams();
  const { data = EMPTY_LIVE_LIST } = useLiveMessagesQuery(
    geo && id ? { locale: geo, chatId: id } : skipToken,
  );
  return (
    <Section>
      <Link to={routePath('statistics-live-conversations')}>{text.back}</Link>
      <h2>{text.liveView}</h2>
      <MessageList
        label={text.liveView}
        messages={data.rows}
        formatTime={messageTime}
        loading={!data.loaded}
      />
    </Section>
  );
}
