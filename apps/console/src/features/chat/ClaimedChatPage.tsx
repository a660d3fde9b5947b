import { useEffect, useRef } from 'react';
import { localeFlag, ROUTE_PATHS, type Chat, CHAT_MESSAGES as text } from '@switchboard/domain';
import { Button, Countdown, Spinner } from '@switchboard/ui';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/selectors';
import { Heading, Paragraph, Screen } from '../../common/layout';
import { notifyError, notifyInfo } from '../notifications/notificationsSlice';
import { useLiveClaimedQuery, useReleaseChatMutation } from './chatApi';
import { useDomainsQuery } from '../tenant/domainsApi';
import { chatHomePath, errorText } from './claim';
import { Conversation } from './Conversation';
import { domainConfigOf } from './lobby';
import { EMPTY_LIVE_LIST } from '../../app/socket/liveQuery';
import { ProfilePanels } from './ProfilePanels';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  /* Room for the floating logbook button over the bottom of the page. */
  padding-bottom: ${({ theme }) => theme.space(20)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  h1 {
    margin: 0;
  }
`;

const Claim = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
`;

/** /chat/claimed: the chat the user holds a claim on, or the way to the lobby when none. */
export function ClaimedChatPage() {
  const { data: claimed = EMPTY_LIVE_LIST } = useLiveClaimedQuery();
  const chat = claimed.rows[0] ?? null;

  if (!claimed.loaded) {
    return (
      <Screen>
        <Spinner label={text.loadingClaimedChat} />
      </Screen>
    );
  }
  if (chat === null) {
    return (
      <Screen>
        <Heading>{text.claimedTitle}</Heading>
        <Empty>
          <Paragraph>{text.noClaimedChat}</Paragraph>
          <Paragraph>{text.noClaimedChatHint}</Paragraph>
          <Link to={ROUTE_PATHS.chatLobby}>{text.toLobby}</Link>
        </Empty>
      </Screen>
    );
  }
  return <ClaimedChat key={chat.id} chat={chat} />;
}

function ClaimedChat({ chat }: { chat: Chat }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: configs = [] } = useDomainsQuery();
  const [release, releasing] = useReleaseChatMutation();
  const roles = useAppSelector(selectUser)?.roles ?? [];
  const page = useRef<HTMLDivElement>(null);

  // Right after a claim the reply box takes the focus: the operator can start typing.
  useEffect(() => {
    page.current?.querySelector('textarea')?.focus();
  }, []);

  const releaseChat = async () => {
    try {
      await release(chat.id).unwrap();
      dispatch(notifyInfo(text.released));
      void navigate(chatHomePath(roles));
    } catch (error) {
      dispatch(notifyError(text.releaseFailed(errorText(error))));
    }
  };

  const customer = chat.customer?.name ?? text.unknownName;
  const profile = chat.profile?.name ?? text.unknownName;
  return (
    <Screen ref={page}>
      <TitleRow>
        <Heading>
          {customer} → {profile}{' '}
          <small>
            <span aria-hidden="true">{localeFlag(chat.locale)} </span>
            {chat.domain}
          </small>
        </Heading>
        <Claim>
          <Countdown
            expiresAt={chat.claimExpiresAt}
            label={text.claimTimer}
            onEnd={() => dispatch(notifyInfo(text.claimEnded))}
          />
          <Button variant="secondary" busy={releasing.isLoading} onClick={() => void releaseChat()}>
            {text.release}
          </Button>
        </Claim>
      </TitleRow>
      <Layout>
        <Conversation chat={chat} domainConfig={domainConfigOf(chat.domain, configs)} />
        <ProfilePanels chat={chat} />
      </Layout>
    </Screen>
  );
}
