import { POKE_MESSAGES } from '@switchboard/domain';
import { useParams } from 'react-router-dom';
import { Spinner } from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { Note, Screen } from '../../common/layout';
import { PokeWizard } from './PokeWizard';
import { useGetPokeQuery } from './pokesApi';
import { newWizard, wizardFromPoke } from './wizardState';

/** /pokes/new and /pokes/{geo}/{pokeId}/edit: the wizard, empty or with the stored poke. */
export function PokeWizardPage() {
  const { geo, pokeId } = useParams();
  if (!geo || !pokeId) return <PokeWizard initial={newWizard()} storedFollowUpIds={[]} />;
  return <EditPoke geo={geo} id={pokeId} />;
}

function EditPoke({ geo, id }: { geo: string; id: string }) {
  const { data, error, isLoading } = useGetPokeQuery({ geo, id });
  if (isLoading) {
    return (
      <Screen>
        <Spinner label={POKE_MESSAGES.loading} />
      </Screen>
    );
  }
  if (!data) {
    return (
      <Screen>
        <Note $tone="warning">{isApiError(error) ? error.message : POKE_MESSAGES.loading}</Note>
      </Screen>
    );
  }
  return (
    <PokeWizard
      // A fresh wizard per poke: the form starts from what is stored.
      key={data.data.id}
      initial={wizardFromPoke(data.data, data.followUps)}
      storedFollowUpIds={data.followUps.map((poke) => poke.id)}
    />
  );
}
