import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import {
  LATE_POKE_MESSAGES as text,
  POKE_MESSAGES,
  POKE_RECORD_MESSAGES,
  type Notification,
  type Poke,
} from '@switchboard/domain';
import { Badge, Button, Dialog } from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../notifications/notificationsSlice';
import { useLivePokeQuery, useLivePokeWindowQuery } from './livePokeApi';
import { useDecideLatePokeMutation } from './pokesApi';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Explanation = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type LateDecision = 'send-late' | 'cancel';

/** The snackbar after a decision on a late poke: what happened, or why it did not. */
export function lateDecisionNotification(
  decision: LateDecision,
  outcome: { ok: true } | { ok: false; error: unknown },
): Notification {
  if (outcome.ok) {
    return {
      type: 'success',
      message: decision === 'send-late' ? text.sentAnyway : text.cancelled,
    };
  }
  const why =
    isApiError(outcome.error) || outcome.error instanceof Error
      ? outcome.error.message
      : String(outcome.error);
  return { type: 'error', message: text.failed(why) };
}

/** What the send-late confirmation names: the targets and the profile, when the row has them. */
export interface LatePokeLike {
  locale: string;
  id: string;
  targets?: { estimate: number } | null;
  profile?: { name: string } | null;
}

/**
 * The decision on a poke the dispatcher found later than its grace time (issue #14): it is not
 * sent until a poker sends it anyway or cancels it (`POST …/send-late`, `POST …/cancel`). On the
 * poke page it explains itself; on the schedule (`compact`) it is the badge and the two buttons.
 * Sending it anyway asks first, wherever it is offered, naming how many customers it goes to and
 * from which profile (issue #27).
 */
export function LatePokeDecision({
  poke,
  compact = false,
}: {
  poke: LatePokeLike;
  compact?: boolean;
}) {
  const dispatch = useAppDispatch();
  const [decide, decision] = useDecideLatePokeMutation();
  const [asking, setAsking] = useState(false);
  const busy = decision.isLoading ? decision.originalArgs?.decision : undefined;
  const targets = poke.targets?.estimate;
  const onDecide = async (chosen: LateDecision) => {
    setAsking(false);
    try {
      await decide({ geo: poke.locale, id: poke.id, decision: chosen }).unwrap();
      dispatch(notify(lateDecisionNotification(chosen, { ok: true })));
    } catch (error) {
      dispatch(notify(lateDecisionNotification(chosen, { ok: false, error })));
    }
  };
  return (
    <Box role="group" aria-label={text.decision}>
      <Badge tone="warning">{text.late}</Badge>
      {!compact && <Explanation>{text.explanation}</Explanation>}
      <Button
        size={compact ? 'sm' : 'md'}
        busy={busy === 'send-late'}
        disabled={decision.isLoading}
        onClick={() => setAsking(true)}
      >
        {text.sendAnyway}
      </Button>
      <Button
        size={compact ? 'sm' : 'md'}
        variant="danger"
        busy={busy === 'cancel'}
        disabled={decision.isLoading}
        onClick={() => void onDecide('cancel')}
      >
        {text.cancel}
      </Button>
      <Dialog
        open={asking}
        title={POKE_RECORD_MESSAGES.sendLateTitle}
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button variant="text" onClick={() => setAsking(false)}>
              {POKE_MESSAGES.cancel}
            </Button>
            <Button onClick={() => void onDecide('send-late')}>
              {targets === undefined
                ? text.sendAnyway
                : POKE_RECORD_MESSAGES.sendLateConfirm(targets)}
            </Button>
          </>
        }
      >
        {targets === undefined || !poke.profile
          ? POKE_RECORD_MESSAGES.sendLateBodyUncounted
          : POKE_RECORD_MESSAGES.sendLateBody(targets, poke.profile.name)}
      </Dialog>
    </Box>
  );
}

/**
 * The poke page's late decision: shown while the poke waits for one. Whether it does is live: the
 * poke's own live query gives its status and time, and while it is scheduled the window query of
 * that one instant (`pokes.window`) tells whether the dispatcher found it late.
 */
export function LatePokeWhenWaiting({ poke }: { poke: Poke }) {
  const { data } = useLivePokeQuery({ locale: poke.locale, pokeId: poke.id });
  const live = data?.find((row) => row.id === poke.id) ?? poke;
  const at = live.status === 'scheduled' ? live.scheduled : null;
  const window = useLivePokeWindowQuery(
    at ? { locales: [poke.locale], start: at, end: at } : skipToken,
  );
  const late = Boolean(at) && window.data?.rows.find((row) => row.id === poke.id)?.late === true;
  return late ? <LatePokeDecision poke={poke} /> : null;
}
