import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  isPokeInPast,
  pokeEditPath,
  POKE_MESSAGES,
  POKE_RECORD_MESSAGES,
  POKE_UI_MESSAGES,
  type Poke,
} from '@switchboard/domain';
import { Button, Dialog } from '@switchboard/ui';
import { useAppDispatch } from '../../app/hooks';
import { Screen } from '../../common/layout';
import { notify } from '../notifications/notificationsSlice';
import { AddDomainDialog } from './AddDomainDialog';
import { ConvertToRecurringDialog } from './ConvertToRecurringDialog';
import { LatePokeWhenWaiting } from './LatePokeDecision';
import { useLivePokeQuery } from './livePokeApi';
import { removalNotification } from './pokeActions';
import { PokeHeader } from './PokeHeader';
import { PokeQueryScreen } from './PokeQueryScreen';
import { ActionBar, Cards, Muted } from './PokeRecord.styles';
import { AudienceCard, FiltersCard, MessageCard, ScheduleCard } from './PokeRecordCards';
import { PokeRuns } from './PokeRuns';
import { useDeletePokeMutation } from './pokesApi';
import { mayConvertToRecurring } from './recurringForm';
import { usePokeSending } from './usePokeSending';

/**
 * /pokes/{geo}/{pokeId}: the poke as a record (issue #27) — who it is from and what it says, its
 * kind and status; its audience accounted for, its filters in words, message and schedule; every
 * send and follow-up; and its actions in one bar, each that sends asking first with the number.
 */
export function PokePage() {
  const { geo = '', pokeId = '' } = useParams();
  return (
    <PokeQueryScreen geo={geo} id={pokeId}>
      {({ data, followUps }) => <LivePokeView key={data.id} poke={data} followUps={followUps} />}
    </PokeQueryScreen>
  );
}

/**
 * The poke as it is now: once the live query `poke` has answered, its rows (status, targets,
 * reached) stand in for the ones loaded with the page, so the record agrees with the progress bar.
 */
function LivePokeView({ poke, followUps }: { poke: Poke; followUps: readonly Poke[] }) {
  const { data } = useLivePokeQuery({ locale: poke.locale, pokeId: poke.id });
  const current = (id: string) => data?.find((row) => row.id === id);
  return (
    <PokeRecord
      poke={current(poke.id) ?? poke}
      followUps={followUps.map((followUp) => current(followUp.id) ?? followUp)}
    />
  );
}

type OpenDialog = 'delete' | 'add-domain' | 'convert' | null;

function PokeRecord({ poke, followUps }: { poke: Poke; followUps: readonly Poke[] }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sending = usePokeSending(poke);
  const [remove, removal] = useDeletePokeMutation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [now] = useState(() => new Date());
  // The server's rule for updates: once the time has passed, the poke can no longer be changed.
  const editable = !isPokeInPast(poke, now, poke.scheduled);
  // Follow-ups go to their parent's domains and are converted with it, never on their own.
  const mainPoke = mayConvertToRecurring(poke);

  const onRemove = async () => {
    setOpen(null);
    try {
      const { message } = await remove({ geo: poke.locale, id: poke.id }).unwrap();
      dispatch(notify(removalNotification({ ok: true, message })));
      void navigate('/pokes');
    } catch (error) {
      dispatch(notify(removalNotification({ ok: false, error })));
    }
  };

  return (
    <Screen>
      <PokeHeader poke={poke} />
      <ActionBar role="group" aria-label={POKE_RECORD_MESSAGES.actions}>
        {editable ? (
          <Button onClick={() => void navigate(pokeEditPath(poke))}>{POKE_MESSAGES.edit}</Button>
        ) : (
          <Muted>{POKE_UI_MESSAGES.noLongerEditable}</Muted>
        )}
        {mainPoke && (
          <Button variant="secondary" onClick={() => setOpen('add-domain')}>
            {POKE_RECORD_MESSAGES.addDomain}
          </Button>
        )}
        {mainPoke && (
          <Button variant="secondary" onClick={() => setOpen('convert')}>
            {POKE_RECORD_MESSAGES.convert}
          </Button>
        )}
        <Button variant="danger" busy={removal.isLoading} onClick={() => setOpen('delete')}>
          {POKE_MESSAGES.delete}
        </Button>
      </ActionBar>
      <LatePokeWhenWaiting poke={poke} />
      <Cards>
        <AudienceCard poke={poke} sending={sending} />
        <FiltersCard poke={poke} />
        <MessageCard poke={poke} />
        <ScheduleCard poke={poke} />
        <PokeRuns poke={poke} followUps={followUps} sending={sending} />
      </Cards>
      <Dialog
        open={open === 'delete'}
        title={POKE_MESSAGES.confirmDelete}
        onClose={() => setOpen(null)}
        actions={
          <>
            <Button variant="text" onClick={() => setOpen(null)}>
              {POKE_MESSAGES.cancel}
            </Button>
            <Button variant="danger" onClick={() => void onRemove()}>
              {POKE_MESSAGES.delete}
            </Button>
          </>
        }
      >
        {POKE_MESSAGES.confirmDeleteBody}
      </Dialog>
      {mainPoke && (
        <AddDomainDialog poke={poke} open={open === 'add-domain'} onClose={() => setOpen(null)} />
      )}
      {mainPoke && (
        <ConvertToRecurringDialog
          poke={poke}
          open={open === 'convert'}
          onClose={() => setOpen(null)}
        />
      )}
    </Screen>
  );
}
