import { ABUSE_MESSAGES as text, describePokeFilters, type AbuseItem } from '@switchboard/domain';
import { Button, MessageList } from '@switchboard/ui';
import styled from 'styled-components';
import { useAbuseItemDetailsQuery } from './abuseApi';
import { formatTime } from './items';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Frame = styled.div`
  max-height: 360px;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Wide = styled.dd`
  grid-column: 1 / -1;
`;

/**
 * A message's surrounding conversation, loaded from the server (read-only), with the flagged
 * message's line marked, labelled and scrolled into view (#28).
 */
function Conversation({ item }: { item: AbuseItem }) {
  const context = useAbuseItemDetailsQuery(item.id);
  if (context.isError) {
    return (
      <p role="alert">
        {text.conversationFailed}{' '}
        <Button variant="text" onClick={() => void context.refetch()}>
          {text.retry}
        </Button>
      </p>
    );
  }
  return (
    <Frame>
      <MessageList
        label={text.conversation}
        loading={context.isLoading}
        messages={context.data?.conversation ?? []}
        formatTime={formatTime}
        markedId={item.message?.id ?? item.id}
        markedLabel={text.flaggedLine}
      />
    </Frame>
  );
}

/**
 * What surrounds an item: for a message the conversation around it, for a poke its audience
 * (the card above shows its text, profile, domains and schedule).
 */
export function ItemContext({ item }: { item: AbuseItem }) {
  if (item.kind === 'message') {
    return (
      <Section aria-label={text.conversation}>
        <p>{text.conversation}</p>
        <Conversation item={item} />
      </Section>
    );
  }
  const { poke } = item;
  if (!poke) return null;
  // The audience as the wizard words it (issue #28), never the stored filter object.
  const filters = describePokeFilters(poke);
  return (
    <Section aria-label={text.audience}>
      <p>{text.audience}</p>
      <Facts>
        {poke.targets && (
          <>
            <dt>{text.audience}</dt>
            <dd>{poke.targets.estimate}</dd>
          </>
        )}
        {filters.map((filter) => (
          <Wide key={filter}>{filter}</Wide>
        ))}
      </Facts>
    </Section>
  );
}
