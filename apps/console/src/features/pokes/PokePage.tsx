import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  colonCodesToEmoji,
  effectivePokeStrategy,
  formatFollowUpTime,
  isPokeInPast,
  pokeEditPath,
  pokeShowPath,
  POKE_UI_MESSAGES,
  resolvePokeTimezone,
  pokeStatusLabel,
  type Notification,
  type Poke,
  POKE_MESSAGES,
} from '@switchboard/domain';
import { Button, Dialog, SchedulePicker, Select, TextField } from '@switchboard/ui';
import { useAppDispatch } from '../../app/hooks';
import { Heading, Screen } from '../../common/layout';
import { notify } from '../notifications/notificationsSlice';
import { addDomainNotification, recurringNotification, removalNotification } from './pokeActions';
import {
  useAddPokeDomainMutation,
  useConvertToRecurringMutation,
  useDeletePokeMutation,
  useGetPokeDomainsQuery,
} from './pokesApi';
import { PokeQueryScreen } from './PokeQueryScreen';
import { mayConvertToRecurring, recurringConversion, recurringDraft } from './recurringForm';
import { Footer, Section, Sections, SectionTitle, SiteCounts } from './PokeWizard.styles';
import { LatePokeWhenWaiting } from './LatePokeDecision';
import { useLivePokeQuery } from './livePokeApi';
import { SendProgress } from './SendProgress';

/** /pokes/{geo}/{pokeId}: the poke, its follow-ups, status, targets per domain and actions. */
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
 * reached) stand in for the ones loaded with the page, so the details agree with the progress bar.
 */
function LivePokeView({ poke, followUps }: { poke: Poke; followUps: readonly Poke[] }) {
  const { data } = useLivePokeQuery({ locale: poke.locale, pokeId: poke.id });
  const current = (id: string) => data?.find((row) => row.id === id);
  return (
    <PokeView
      poke={current(poke.id) ?? poke}
      followUps={followUps.map((followUp) => current(followUp.id) ?? followUp)}
    />
  );
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
  const [now] = useState(() => new Date());
  const [recurring, setRecurring] = useState(() => recurringDraft(poke, now));
  const conversion = recurringConversion(recurring, now);
  // The server's rule for updates: once the time has passed, the poke can no longer be changed.
  const editable = !isPokeInPast(poke, now, poke.scheduled);
  const timezone = resolvePokeTimezone(poke.profile.timezone);
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
    if (!conversion) return;
    try {
      const { data: copy, message } = await convert({ ...key, conversion }).unwrap();
      say(recurringNotification({ ok: true, message }));
      void navigate(pokeShowPath(copy));
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
          <p>
            {POKE_UI_MESSAGES.scheduled}:{' '}
            {poke.scheduled
              ? `${formatFollowUpTime(poke.scheduled, poke.profile.timezone)} (${timezone})`
              : POKE_UI_MESSAGES.sendsImmediately}
          </p>
          {effectivePokeStrategy(poke) === 'recurring' && poke.frequency?.day ? (
            <p>{POKE_UI_MESSAGES.everyNDays(poke.frequency.day)}</p>
          ) : null}
          <p>{colonCodesToEmoji(poke.message.content)}</p>
          <SendProgress poke={poke} />
          <LatePokeWhenWaiting poke={poke} />
        </Section>
        <Section aria-label={POKE_MESSAGES.targetsPerDomain}>
          <SectionTitle>{POKE_MESSAGES.targetsPerDomain}</SectionTitle>
          <SiteCounts>
            {poke.targets.targetsPerDomain.map((site) => (
              <li key={site.site}>
                {site.site}: <strong>{site.estimate}</strong> (
                {POKE_UI_MESSAGES.reached(site.reached)})
              </li>
            ))}
          </SiteCounts>
        </Section>
        <Section aria-label={POKE_MESSAGES.followUps}>
          <SectionTitle>{POKE_MESSAGES.followUps}</SectionTitle>
          {followUps.length === 0 ? (
            <p>{POKE_UI_MESSAGES.noFollowUps}</p>
          ) : (
            <ol>
              {followUps.map((followUp) => (
                <li key={followUp.id}>
                  {formatFollowUpTime(followUp.scheduled, poke.profile.timezone)} —{' '}
                  {colonCodesToEmoji(followUp.message.content)} ({pokeStatusLabel(followUp.status)})
                </li>
              ))}
            </ol>
          )}
        </Section>
        <Footer>
          {editable ? (
            <Button onClick={() => void navigate(pokeEditPath(poke))}>{POKE_MESSAGES.edit}</Button>
          ) : (
            <p>{POKE_UI_MESSAGES.noLongerEditable}</p>
          )}
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
        {mayConvertToRecurring(poke) && (
          <Section aria-labelledby="poke-recurring-title">
            <SectionTitle id="poke-recurring-title">{POKE_UI_MESSAGES.recurring}</SectionTitle>
            <Footer>
              <TextField
                label={POKE_MESSAGES.everyDays}
                type="number"
                min={1}
                inputMode="numeric"
                value={recurring.day}
                onChange={(event) => setRecurring((r) => ({ ...r, day: event.target.value }))}
              />
              <TextField
                label={POKE_UI_MESSAGES.lastLoginDays}
                type="number"
                min={0}
                inputMode="numeric"
                value={recurring.lastLogin}
                onChange={(event) => setRecurring((r) => ({ ...r, lastLogin: event.target.value }))}
              />
            </Footer>
            <SchedulePicker
              legend={POKE_MESSAGES.firstSend}
              value={recurring.scheduled}
              onChange={(scheduled) => setRecurring((r) => ({ ...r, scheduled }))}
              timezone={timezone}
              canSendImmediately={false}
              strategy="recurring"
              now={now}
            />
            <Footer>
              <Button
                disabled={!conversion}
                busy={converting.isLoading}
                onClick={() => void onConvert()}
              >
                {POKE_MESSAGES.convert}
              </Button>
            </Footer>
          </Section>
        )}
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
