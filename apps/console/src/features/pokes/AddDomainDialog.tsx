import { useState } from 'react';
import {
  POKE_MESSAGES,
  POKE_RECORD_MESSAGES as text,
  pokeSendHasEnded,
  type Poke,
} from '@switchboard/domain';
import { Button, Dialog, Select, Spinner } from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { Note } from '../../common/layout';
import { notify } from '../notifications/notificationsSlice';
import { addDomainNotification } from './pokeActions';
import { pokeAudienceArgs } from './pokeRecord';
import { pokeTime } from './PokeRecordCards';
import { DialogBody } from './PokeRecord.styles';
import { pokesApi, useAddPokeDomainMutation, useGetPokeDomainsQuery } from './pokesApi';

const errorText = (error: unknown) =>
  isApiError(error) ? error.message : POKE_MESSAGES.countFailed;

/**
 * Adding a domain to a poke (spec §8), as a dialog that says what it will do before it does it
 * (issue #27): how many customers of that domain the poke's filters reach (counted now), when they
 * get it — the poke's time, or now with the running send — and from which profile. The confirm
 * button names the number. A poke whose send has ended takes no domain (the server answers 409):
 * the dialog says so and offers none.
 */
export function AddDomainDialog({
  poke,
  open,
  onClose,
}: {
  poke: Poke;
  open: boolean;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const domains = useGetPokeDomainsQuery();
  const [addDomain, adding] = useAddPokeDomainMutation();
  const [domain, setDomain] = useState('');
  const ended = pokeSendHasEnded(poke.status);
  const count = pokesApi.endpoints.countTargets.useQuery(pokeAudienceArgs(poke, [domain]), {
    skip: !open || !domain || ended,
  });
  const addable = (domains.data ?? []).filter(
    (config) => config.locale === poke.locale && !poke.domains.includes(config.domain),
  );
  const reached = domain && !ended && count.data && !count.isFetching ? count.data.estimate : null;
  const when =
    poke.status === 'in_progress'
      ? text.addDomainNow
      : poke.status === 'scheduled' && poke.scheduled
        ? text.addDomainAt(pokeTime(poke.scheduled, poke.profile.timezone))
        : text.addDomainNoSend;

  const close = () => {
    setDomain('');
    onClose();
  };
  const onConfirm = async () => {
    try {
      const { message } = await addDomain({ geo: poke.locale, id: poke.id, domain }).unwrap();
      dispatch(notify(addDomainNotification(domain, { ok: true, message })));
      close();
    } catch (error) {
      dispatch(notify(addDomainNotification(domain, { ok: false, error })));
    }
  };

  let figures = null;
  if (domain && count.isFetching) figures = <Spinner label={text.counting} />;
  else if (domain && count.isError) {
    figures = (
      <Note $tone="warning" role="alert">
        {text.countFailed(errorText(count.error))}
      </Note>
    );
  } else if (reached !== null) {
    figures = (
      <section aria-label={text.addDomainSummary}>
        <p>{text.addDomainCount(reached, domain)}</p>
        <p>{when}</p>
        <p>{text.addDomainFrom(poke.profile.name)}</p>
      </section>
    );
  }

  return (
    <Dialog
      open={open}
      title={text.addDomainTitle}
      onClose={close}
      actions={
        <>
          <Button variant="text" onClick={close}>
            {POKE_MESSAGES.cancel}
          </Button>
          <Button
            disabled={reached === null}
            busy={adding.isLoading}
            onClick={() => void onConfirm()}
          >
            {reached === null ? text.addDomainChoose : text.addDomainConfirm(reached)}
          </Button>
        </>
      }
    >
      <DialogBody>
        {ended ? (
          <p>{text.addDomainGoneOut}</p>
        ) : domains.isSuccess && addable.length === 0 ? (
          <p>{text.addDomainNone}</p>
        ) : (
          <Select
            label={POKE_MESSAGES.addDomain}
            options={addable.map((config) => ({ value: config.domain, label: config.domain }))}
            placeholder={POKE_MESSAGES.chooseDomain}
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
          />
        )}
        {figures}
      </DialogBody>
    </Dialog>
  );
}
