import { useState } from 'react';
import {
  ABUSE_MESSAGES as text,
  messages as texts,
  reportCategoryLabel,
  routePath,
} from '@switchboard/domain';
import { Button, MessageList, Spinner } from '@switchboard/ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Heading, Note, Screen } from '../../common/layout';
import { notifyError } from '../notifications/notificationsSlice';
import { useReportedMessageQuery, useSetReportProcessedMutation } from './abuseApi';
import { AbuseNav } from './AbuseNav';
import { formatDateTime, formatTime } from './items';
import { reportedText, senderLabel } from './ReportedMessagesPage';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  max-height: 60vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  & h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Paging = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Which page of the chat: around the message, or 15 before / after a message id. */
type ChatPage = { before?: string; after?: string };

/**
 * /abuse/reported-messages/{geo}/{id} (Admin, Manager): the report, the chat around the message
 * in pages of 15 (quality review), and the processed toggle.
 */
export function ReportedMessagePage() {
  const dispatch = useAppDispatch();
  const { geo = '', id = '' } = useParams();
  const [chatPage, setChatPage] = useState<ChatPage>({});
  const details = useReportedMessageQuery({ geo, id, ...chatPage });
  const [setProcessed, setting] = useSetReportProcessedMutation();

  let body;
  if (details.isLoading) body = <Spinner label={text.reportedDetailsTitle} />;
  else if (details.isError || !details.data) {
    body = (
      <Note role="alert" $tone="warning">
        {text.reportFailed}{' '}
        <Button variant="text" onClick={() => void details.refetch()}>
          {text.retry}
        </Button>
      </Note>
    );
  } else {
    const { report: reported, messages, hasOlder, hasNewer } = details.data;
    const processed = reported.report.processed;
    body = (
      <>
        <Facts aria-label={text.report}>
          <dt>{text.colCategory}</dt>
          <dd>{reportCategoryLabel(reported.report.category)}</dd>
          <dt>{text.colSenderType}</dt>
          <dd>{senderLabel(reported)}</dd>
          <dt>{text.locale}</dt>
          <dd>{reported.locale.toUpperCase()}</dd>
          <dt>{text.colReported}</dt>
          <dd>{formatDateTime(reported.report.reportedAt)}</dd>
          <dt>{text.reportedBy}</dt>
          <dd>{reported.report.reportedByName || reported.report.reportedBy}</dd>
          <dt>{text.colMessage}</dt>
          <dd>{reportedText(reported)}</dd>
          <dt>{text.colProcessed}</dt>
          <dd>
            <Button
              size="sm"
              variant={processed ? 'secondary' : 'primary'}
              aria-pressed={processed}
              busy={setting.isLoading}
              onClick={() =>
                void setProcessed({ id: reported.id, isProcessed: !processed })
                  .unwrap()
                  // Spec §8 (see ReportedMessagesPage).
                  .catch(() => dispatch(notifyError(texts.messageStatusChangeFailed)))
              }
            >
              {processed ? text.markUnprocessed : text.markProcessed}
            </Button>{' '}
            {processed ? text.processed : text.notProcessed}
          </dd>
        </Facts>
        <Frame aria-labelledby="reported-chat">
          <h2 id="reported-chat">{text.chatAround}</h2>
          <MessageList
            label={text.chatAround}
            loading={details.isFetching}
            messages={messages}
            formatTime={formatTime}
          />
        </Frame>
        <Paging>
          <Button
            variant="text"
            disabled={!hasOlder || details.isFetching || messages.length === 0}
            onClick={() => setChatPage({ before: messages[0]!.id })}
          >
            {text.olderPage}
          </Button>
          <Button
            variant="text"
            disabled={!hasNewer || details.isFetching || messages.length === 0}
            onClick={() => setChatPage({ after: messages[messages.length - 1]!.id })}
          >
            {text.newerPage}
          </Button>
        </Paging>
      </>
    );
  }

  return (
    <Screen>
      <Heading>{text.reportedDetailsTitle}</Heading>
      <AbuseNav />
      <p>
        <Link to={routePath('abuse-reported-messages')}>{text.back}</Link>
      </p>
      {body}
    </Screen>
  );
}
