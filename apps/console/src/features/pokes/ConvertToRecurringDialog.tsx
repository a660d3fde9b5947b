import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  pokeShowPath,
  POKE_MESSAGES,
  POKE_RECORD_MESSAGES as text,
  POKE_UI_MESSAGES,
  resolvePokeTimezone,
  type Poke,
} from '@switchboard/domain';
import { Button, Dialog, SchedulePicker, Spinner, TextField } from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { Note } from '../../common/layout';
import { notify } from '../notifications/notificationsSlice';
import { recurringNotification } from './pokeActions';
import { pokeAudienceArgs } from './pokeRecord';
import { pokeTime } from './PokeRecordCards';
import { DialogBody, FieldRow } from './PokeRecord.styles';
import { pokesApi, useConvertToRecurringMutation } from './pokesApi';
import { recurringConversion, recurringDraft } from './recurringForm';

/**
 * Converting a poke to a recurring copy (spec §4), as a dialog in two steps (issue #27): the
 * frequency (the poke's own when it already recurs), the lastLogin filter and the first send;
 * then what the copy will do — every N days from the profile, first on a date in the profile's
 * timezone, to about K customers counted now with the copy's filters — and a confirm button that
 * names K.
 */
export function ConvertToRecurringDialog({
  poke,
  open,
  onClose,
}: {
  poke: Poke;
  open: boolean;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [convert, converting] = useConvertToRecurringMutation();
  const [now] = useState(() => new Date());
  const [draft, setDraft] = useState(() => recurringDraft(poke, now));
  const [confirming, setConfirming] = useState(false);
  const conversion = recurringConversion(draft, now);
  const timezone = resolvePokeTimezone(poke.profile.timezone);
  const count = pokesApi.endpoints.countTargets.useQuery(
    pokeAudienceArgs(poke, poke.domains, { ...poke.filters, lastLogin: conversion?.lastLogin }),
    { skip: !open || !confirming || !conversion },
  );
  const reached = count.data && !count.isFetching ? count.data.estimate : null;

  const close = () => {
    setConfirming(false);
    setDraft(recurringDraft(poke, now));
    onClose();
  };
  const onConfirm = async () => {
    if (!conversion) return;
    try {
      const { data: copy, message } = await convert({
        geo: poke.locale,
        id: poke.id,
        conversion,
      }).unwrap();
      dispatch(notify(recurringNotification({ ok: true, message })));
      close();
      void navigate(pokeShowPath(copy));
    } catch (error) {
      dispatch(notify(recurringNotification({ ok: false, error })));
    }
  };

  let body;
  let confirm;
  if (!confirming || !conversion) {
    body = (
      <>
        <FieldRow>
          <TextField
            label={POKE_MESSAGES.everyDays}
            type="number"
            min={1}
            inputMode="numeric"
            value={draft.day}
            onChange={(event) => setDraft((d) => ({ ...d, day: event.target.value }))}
          />
          <TextField
            label={POKE_UI_MESSAGES.lastLoginDays}
            type="number"
            min={0}
            inputMode="numeric"
            value={draft.lastLogin}
            onChange={(event) => setDraft((d) => ({ ...d, lastLogin: event.target.value }))}
          />
        </FieldRow>
        <SchedulePicker
          legend={POKE_MESSAGES.firstSend}
          value={draft.scheduled}
          onChange={(scheduled) => setDraft((d) => ({ ...d, scheduled }))}
          timezone={timezone}
          canSendImmediately={false}
          strategy="recurring"
          now={now}
        />
      </>
    );
    confirm = (
      <Button disabled={!conversion} onClick={() => setConfirming(true)}>
        {text.next}
      </Button>
    );
  } else {
    const when = pokeTime(conversion.scheduled, poke.profile.timezone);
    const day = Number(conversion.frequency.day);
    if (count.isError) {
      body = (
        <Note $tone="warning" role="alert">
          {text.countFailed(
            isApiError(count.error) ? count.error.message : POKE_MESSAGES.countFailed,
          )}
        </Note>
      );
    } else if (reached === null) {
      body = <Spinner label={text.counting} />;
    } else {
      body = (
        <section aria-label={text.convertConfirmTitle}>
          <p>{text.convertSummary(day, poke.profile.name, when, reached)}</p>
        </section>
      );
    }
    confirm = (
      <>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {text.back}
        </Button>
        <Button
          disabled={reached === null}
          busy={converting.isLoading}
          onClick={() => void onConfirm()}
        >
          {reached === null ? POKE_MESSAGES.convert : text.convertConfirm(reached)}
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      title={confirming && conversion ? text.convertConfirmTitle : text.convertTitle}
      onClose={close}
      actions={
        <>
          <Button variant="text" onClick={close}>
            {POKE_MESSAGES.cancel}
          </Button>
          {confirm}
        </>
      }
    >
      <DialogBody>{body}</DialogBody>
    </Dialog>
  );
}
