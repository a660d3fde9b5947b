import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  colonCodesToEmoji,
  pokeEditPath,
  pokeStatusLabel,
  type Notification,
  type Poke,
  POKE_MESSAGES,
} from '@switchboard/domain';
import { Button, Dialog, Select, Spinner, TextField } from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { Heading, Note, Screen } from '../../common/layout';
import { notify } from '../notifications/notificationsSlice';
import { addDomainNotification, recurringNotification, removalNotification } from './pokeActions';
import {
  useAddPokeDomainMutation,
  useConvertToRecurringMutation,
  useDeletePokeMutation,
  useGetPokeDomainsQuery,
  useGetPokeQuery,
} from './pokesApi';
import { Footer, Section, Sections, SectionTitle, SiteCounts } from './PokeWizard.styles';
import { SendProgress } from './SendProgress';

/** /pokes/{geo}/{pokeId}: the poke, its follow-ups, status, targets per domain and actions. */
export function PokePage() {
  const { geo = '', pokeId = '' } = useParams();
  const { data, error, isLoading } = useGetPokeQuery({ geo, id: pokeId });
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
  return <PokeView poke={data.data} followUps={data.followUps} />;
}

function PokeView({ poke, followUps }: { poke: Poke; followUps: readonly Poke[] }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const key = { geo: poke.locale, id: poke.id };
  const domains = useGetPokeDomainsQuery();
  const [remove, removal] = useDeletePokeMutation();
  const [addDomain, adding] = useAddPokeDomainMutation();
  const [convert, converting] = useConvertToRecurringMutation();
  const [confirming, setConfirming] = useState(false);
  const [domain, setDomain] = useState('');
  const [recurring, setRecurring] = useState({ day: '7', scheduled: '' });
  const say = (notification: Notification) => dispatch(notify(notification));

  const addable = (domains.data ?? []).filter(
    (config) => config.locale === poke.locale && !poke.domains.includes(config.domain),
  );

  const onRemove = async () => {
    setConfirming(false);
    try {
      const { message } = await remove(key).unwrap();
      say(removalNotification({ ok: true, message }));
      void navigate('/pokes');
    } catch (error) {
      say(removalNotification({ ok: false, error }));
    }
  };
  const onAddDomain = async () => {
    try {
      const { message } = await addDomain({ ...key, domain }).unwrap();
      say(addDomainNotification(domain, { ok: true, message }));
      setDomain('');
    } catch (error) {
      say(addDomainNotification(domain, { ok: false, error }));
    }
  };
  const onConvert = async () => {
    try {
      const conversion = {
        frequency: { day: Number(recurring.day) },
        scheduled: new Date(recurring.scheduled).toISOString(),
      };
      const { message } = await convert({ ...key, conversion }).unwrap();
      say(recurringNotification({ ok: true, message }));
    } catch (error) {
      say(recurringNotification({ ok: false, error }));
    }
  };

  return (
    <Screen>
      <Heading>
        {POKE_MESSAGES.poke} {poke.id}
      </Heading>
      <Sections>
        <Section aria-label={POKE_MESSAGES.details}>
          <p>
            {POKE_MESSAGES.status}: <strong>{pokeStatusLabel(poke.status)}</strong>
          </p>
          <p>
            {POKE_MESSAGES.profile}: {poke.profile.name}
          </p>
          <p>{colonCodesToEmoji(poke.message.content)}</p>
          <SendProgress poke={poke} />
        </Section>
        <Section aria-label={POKE_MESSAGES.targetsPerDomain}>
          <SectionTitle>{POKE_MESSAGES.targetsPerDomain}</SectionTitle>
          <SiteCounts>
            {poke.targets.targetsPerDomain.map((site) => (
              <li key={site.site}>
                {site.site}: <strong>{site.estimate}</strong> ({site.reached})
              </li>
            ))}
          </SiteCounts>
        </Section>
        <Section aria-label={POKE_MESSAGES.followUps}>
          <SectionTitle>{POKE_MESSAGES.followUps}</SectionTitle>
          <ol>
            {followUps.map((followUp) => (
              <li key={followUp.id}>
                {followUp.scheduled} — {colonCodesToEmoji(followUp.message.content)} (
                {pokeStatusLabel(followUp.status)})
              </li>
            ))}
          </ol>
        </Section>
        <Footer>
          <Button onClick={() => void navigate(pokeEditPath(poke))}>{POKE_MESSAGES.edit}</Button>
          <Button variant="danger" busy={removal.isLoading} onClick={() => setConfirming(true)}>
            {POKE_MESSAGES.delete}
          </Button>
        </Footer>
        <Footer>
          <Select
            label={POKE_MESSAGES.addDomain}
            options={addable.map((config) => ({ value: config.domain, label: config.domain }))}
            placeholder={POKE_MESSAGES.chooseDomain}
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
          />
          <Button disabled={!domain} busy={adding.isLoading} onClick={() => void onAddDomain()}>
            {POKE_MESSAGES.addDomain}
          </Button>
        </Footer>
        <Footer>
          <TextField
            label={POKE_MESSAGES.everyDays}
            type="number"
            min={1}
            value={recurring.day}
            onChange={(event) => setRecurring((r) => ({ ...r, day: event.target.value }))}
          />
          <TextField
            label={POKE_MESSAGES.firstSend}
            type="datetime-local"
            value={recurring.scheduled}
            onChange={(event) => setRecurring((r) => ({ ...r, scheduled: event.target.value }))}
          />
          <Button
            disabled={!recurring.scheduled || !(Number(recurring.day) >= 1)}
            busy={converting.isLoading}
            onClick={() => void onConvert()}
          >
            {POKE_MESSAGES.convert}
          </Button>
        </Footer>
      </Sections>
      <Dialog
        open={confirming}
        title={POKE_MESSAGES.confirmDelete}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="text" onClick={() => setConfirming(false)}>
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
    </Screen>
  );
}
