import {
  formatFollowUpTime,
  pokeHold,
  POKE_RECORD_MESSAGES as text,
  type Poke,
} from '@switchboard/domain';
import { Badge, Button } from '@switchboard/ui';
import { useAppDispatch } from '../../app/hooks';
import { LastChanged } from '../audit/LastChanged';
import { notify } from '../notifications/notificationsSlice';
import { pokeKindLabel, pokeTitle } from './pokeRecord';
import { Facts, Muted, RecordHeader, Title } from './PokeRecord.styles';
import { StatusChip } from './PokeStatusChip';

/**
 * The record's header (issue #27): the profile and the start of the message as the title, the
 * kind and the status as chips, and the id small, with a button that copies it.
 */
export function PokeHeader({ poke }: { poke: Poke }) {
  const dispatch = useAppDispatch();
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(poke.id);
      dispatch(notify({ type: 'success', message: text.idCopied }));
    } catch {
      // No clipboard (an insecure page, a refused permission): the id stays there to select.
    }
  };
  const hold = pokeHold(poke);
  return (
    <RecordHeader>
      <Title>{pokeTitle(poke)}</Title>
      <Facts role="group" aria-label={text.kindAndStatus}>
        <Badge tone="neutral">{pokeKindLabel(poke)}</Badge>
        <StatusChip status={poke.status} />
        {hold && <Badge tone="warning">{text.held}</Badge>}
      </Facts>
      {hold && (
        <p role="status">
          {text.heldWhy(
            hold.words,
            hold.since ? formatFollowUpTime(hold.since, poke.profile.timezone) : null,
            hold.inReview,
          )}
        </p>
      )}
      <Facts>
        <Muted>
          {text.pokeId}: <code>{poke.id}</code>
        </Muted>
        <Button variant="text" size="sm" onClick={() => void onCopy()}>
          {text.copyId}
        </Button>
      </Facts>
      {/* Who last changed the poke, and its history (#31): admins only. */}
      <LastChanged
        recordType="poke"
        recordId={poke.id}
        label={pokeTitle(poke)}
        version={`${poke.status ?? ''} ${poke.updatedAt ?? ''}`}
      />
    </RecordHeader>
  );
}
