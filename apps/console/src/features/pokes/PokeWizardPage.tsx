import { useParams } from 'react-router-dom';
import { PokeQueryScreen } from './PokeQueryScreen';
import { PokeWizard } from './PokeWizard';
import { newWizard, wizardFromPoke } from './wizardState';

/** /pokes/new and /pokes/{geo}/{pokeId}/edit: the wizard, empty or with the stored poke. */
export function PokeWizardPage() {
  const { geo, pokeId } = useParams();
  if (!geo || !pokeId) return <PokeWizard initial={newWizard()} storedFollowUpIds={[]} />;
  return (
    <PokeQueryScreen geo={geo} id={pokeId}>
      {({ data, followUps }) => (
        <PokeWizard
          // A fresh wizard per poke: the form starts from what is stored.
          key={data.id}
          initial={wizardFromPoke(data, followUps)}
          storedFollowUpIds={followUps.map((poke) => poke.id)}
        />
      )}
    </PokeQueryScreen>
  );
}
