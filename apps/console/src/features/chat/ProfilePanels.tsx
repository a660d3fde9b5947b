import { messages, type Chat, type Profile } from '@switchboard/domain';
import { ProfileCard } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import {
  useGetCustomerProfileQuery,
  useGetEntertainmentProfileQuery,
  useSignUrlQuery,
} from './chatApi';
import { profileErrorText } from './profileErrors';

const Column = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

interface ProfilePanelProps {
  kind: 'customer' | 'entertainment';
  id: string | undefined;
  chat: Chat;
}

/**
 * One profile of the chat. Its avatar shows from this server, or through a signed URL; one that
 * cannot be signed shows the initials rather than a broken image. Lengths follow the chat's locale (feet and
 * inches for GB and US), as the operator writes for that audience.
 */
function ProfilePanel({ kind, id, chat }: ProfilePanelProps) {
  const customer = useGetCustomerProfileQuery(kind === 'customer' && id ? id : skipToken);
  const entertainment = useGetEntertainmentProfileQuery(
    kind === 'entertainment' && id ? id : skipToken,
  );
  const lookup = kind === 'customer' ? customer : entertainment;
  const avatar = lookup.data?.avatar ?? null;
  // A picture on this server (a path) shows as it is; CDN hashes and URLs need a signed URL.
  const onThisServer = avatar?.startsWith('/') === true && !avatar.startsWith('//');
  const signed = useSignUrlQuery(
    avatar && !onThisServer && chat.domain ? { url: avatar, domain: chat.domain } : skipToken,
  );
  const profile: Profile | null = lookup.data
    ? { ...lookup.data, avatar: onThisServer ? avatar : (signed.data ?? null) }
    : null;
  let error: string | null = null;
  if (!id) {
    error = kind === 'customer' ? messages.noCustomerProfile : messages.noEntertainmentProfile;
  } else if (lookup.isError) {
    error = profileErrorText(kind, id, lookup.error);
  }
  return (
    <ProfileCard
      kind={kind}
      country={chat.locale}
      profile={profile}
      loading={lookup.isLoading}
      error={error}
    />
  );
}

/** The customer and the entertainment profile of a chat. */
export function ProfilePanels({ chat }: { chat: Chat }) {
  return (
    <Column>
      <ProfilePanel kind="customer" id={chat.customer?.id} chat={chat} />
      <ProfilePanel kind="entertainment" id={chat.profile?.id} chat={chat} />
    </Column>
  );
}
