import { messages, type Chat } from '@switchboard/domain';
import { ProfileCard } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { useGetCustomerProfileQuery, useGetEntertainmentProfileQuery } from './chatApi';
import { profileErrorText } from './profileErrors';

const Column = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/**
 * The customer and the entertainment profile of a chat. Lengths follow the chat's locale (feet
 * and inches for GB and US), as the operator writes for that audience.
 */
export function ProfilePanels({ chat }: { chat: Chat }) {
  const customerId = chat.customer?.id;
  const profileId = chat.profile?.id;
  const customer = useGetCustomerProfileQuery(customerId ?? skipToken);
  const profile = useGetEntertainmentProfileQuery(profileId ?? skipToken);
  return (
    <Column>
      <ProfileCard
        kind="customer"
        country={chat.locale}
        profile={customer.data ?? null}
        loading={customer.isLoading}
        error={
          !customerId
            ? messages.noCustomerProfile
            : customer.isError
              ? profileErrorText('customer', customerId, customer.error)
              : null
        }
      />
      <ProfileCard
        kind="entertainment"
        country={chat.locale}
        profile={profile.data ?? null}
        loading={profile.isLoading}
        error={
          !profileId
            ? messages.noEntertainmentProfile
            : profile.isError
              ? profileErrorText('entertainment', profileId, profile.error)
              : null
        }
      />
    </Column>
  );
}
