import { useEffect, useMemo, useState } from 'react';
import {
  ABUSE_MESSAGES as text,
  abuseClaimExpiresAt,
  abuseClusterOf,
  liveAbuseClaimHolder,
  matchesAbuseQueueFilter,
  type AbuseClusterBy,
  type AbuseItem,
  type AbuseQueueFilter,
} from '@switchboard/domain';
import { AbuseReviewCard, Button, Countdown, Spinner, TextField } from '@switchboard/ui';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Heading, Note, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { useClock } from '../../common/useClock';
import { notifyError, notifySuccess, notifyWarning } from '../notifications/notificationsSlice';
import { AbuseNav } from './AbuseNav';
import { BulkDialog } from './BulkDialog';
import { ItemContext } from './ItemContext';
import { cardItemOf, errorStatus, errorText, formatDateTime, reviewerNameOf } from './items';
import { QueueFilters } from './QueueFilters';
import { REVIEW_SHORTCUTS, reviewShortcutOf } from './shortcuts';
import { BulkOutcomeDialog } from './BulkOutcomeDialog';
import { useBulkDecision, useUndoableDecision } from './useBulkDecision';
import { useReviewSession, type ReviewAction } from './useReviewSession';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Legend = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: ${({ theme }) => theme.space(6)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & dt kbd {
    padding: 0 ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-family: ${({ theme }) => theme.font.mono};
  }
  & dd {
    margin: 0;
  }
`;

/** The item area's heading: for screen readers and the outline (page h1, item h2, card h3). */
const ItemHeading = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const TICK_MS = () => 1_000;

/** Nothing to do once a bulk decision settles (the live queue shows it). */
const noop = () => undefined;

/**
 * /abuse/check (AbuseChecker, Developer): the reviewer's next flagged message or poke with its
 * context and the matched words marked, the claim countdown, safe / abuse / skip / release with
 * keyboard shortcuts, filters by locale and kind, and bulk decisions on a cluster of similar
 * items (same sender, same text) with one reason and an undo.
 */
export function CheckPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const reviewer = user?.uid ?? '';
  const now = useClock(TICK_MS);
  const [filter, setFilter] = useState<AbuseQueueFilter>({});
  const [reason, setReason] = useState('');
  const [ended, setEnded] = useState(false);
  const [cluster, setCluster] = useState<AbuseItem[] | null>(null);
  const session = useReviewSession(reviewer, filter);
  const { item, phase, rows } = session;
  const bulk = useBulkDecision(noop);
  const offerUndo = useUndoableDecision();

  const waiting = rows.filter(
    (row) =>
      matchesAbuseQueueFilter(row, filter) &&
      [null, reviewer].includes(liveAbuseClaimHolder(row.abuse, now)),
  ).length;

  const clusters = useMemo(() => {
    if (!item || phase !== 'reviewing') return [];
    return (['sender', 'text'] as AbuseClusterBy[])
      .map((by) => ({ by, items: abuseClusterOf(item, rows, by) }))
      .filter((found) => found.items.length > 1);
  }, [item, phase, rows]);

  const run = (action: ReviewAction) => {
    if (bulk.busy || cluster !== null) return;
    if (action === 'skip' && phase !== 'reviewing') {
      setEnded(false);
      void session.next();
      return;
    }
    session.act(action, reason.trim()).then(
      (answer) => {
        if (!answer) return;
        setReason('');
        setEnded(false);
        if (action === 'safe' || action === 'abuse') {
          // Undone: the server gives the item back as this reviewer's claim; show it (#28).
          offerUndo(
            action === 'safe' ? text.markedSafe : text.markedAbuse,
            [answer.batchId ?? ''].filter((batchId) => batchId !== ''),
            () => void session.next(),
          );
        }
        if (action === 'release') dispatch(notifySuccess(text.released));
      },
      (failure: unknown) => {
        // 409: refused by the review rules (another reviewer took it, or it was decided).
        const notify = errorStatus(failure) === 409 ? notifyWarning : notifyError;
        dispatch(notify(text.actionFailed(errorText(failure))));
        void session.next();
      },
    );
  };

  // Keyboard shortcuts, shown on the buttons and in the legend.
  const runRef = useStableRef(run);
  const enabled = cluster === null;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const action = reviewShortcutOf(event);
      if (!action) return;
      event.preventDefault();
      runRef.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, runRef]);

  const card = item ? cardItemOf(item) : null;
  let body;
  if (phase === 'loading') {
    body = <Spinner label={text.loadingItem} />;
  } else if (phase === 'error') {
    body = (
      <Note role="alert" $tone="warning">
        {text.nextFailed(session.error)}{' '}
        <Button variant="text" onClick={() => void session.next()}>
          {text.retry}
        </Button>
      </Note>
    );
  } else if (phase === 'empty') {
    body = <Note>{text.queueEmpty}</Note>;
  } else if (phase === 'paused' || !item || !card) {
    body = (
      <>
        {ended && <Note $tone="warning">{text.claimEnded}</Note>}
        <Button aria-keyshortcuts={REVIEW_SHORTCUTS.skip} onClick={() => run('skip')}>
          {text.next} <kbd aria-hidden="true">{REVIEW_SHORTCUTS.skip.toUpperCase()}</kbd>
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Row>
          <Countdown
            label={text.claimTimer}
            expiresAt={abuseClaimExpiresAt(item.abuse)}
            onEnd={() => {
              setEnded(true);
              session.claimEnded();
            }}
          />
          <Button
            variant="secondary"
            disabled={session.busy !== null}
            busy={session.busy === 'skip'}
            aria-keyshortcuts={REVIEW_SHORTCUTS.skip}
            onClick={() => run('skip')}
          >
            {text.skip} <kbd aria-hidden="true">{REVIEW_SHORTCUTS.skip.toUpperCase()}</kbd>
          </Button>
          {clusters.map(({ by, items }) => (
            <Button key={by} variant="text" onClick={() => setCluster(items)}>
              {by === 'sender'
                ? text.sameSender(items.length, item.senderName || item.senderId)
                : text.sameText(items.length)}
            </Button>
          ))}
        </Row>
        <AbuseReviewCard
          item={card}
          reviewer={reviewer}
          reviewerName={reviewerNameOf(item.abuse)}
          now={now}
          formatDate={formatDateTime}
          matchedWords={item.matchedWords}
          busyAction={
            session.busy === 'release' ? 'unclaim' : session.busy === 'skip' ? null : session.busy
          }
          shortcuts={{
            safe: REVIEW_SHORTCUTS.safe,
            abuse: REVIEW_SHORTCUTS.abuse,
            unclaim: REVIEW_SHORTCUTS.release,
          }}
          onClaim={() => void session.next()}
          onUnclaim={() => run('release')}
          onMarkSafe={() => run('safe')}
          onMarkAbuse={() => run('abuse')}
        >
          <TextField
            label={text.reason}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <ItemContext item={item} />
        </AbuseReviewCard>
      </>
    );
  }

  return (
    <Screen>
      <Heading>{text.checkTitle}</Heading>
      <AbuseNav />
      <QueueFilters
        locales={user?.geos ?? []}
        filter={filter}
        onChange={(changed) => {
          setEnded(false);
          void session.changeFilter(changed).then(() => setFilter(changed));
        }}
      />
      {session.loaded && <p aria-live="polite">{text.queueCount(waiting)}</p>}
      <section aria-labelledby="abuse-check-item" aria-busy={phase === 'loading'}>
        <ItemHeading id="abuse-check-item">{text.itemHeading}</ItemHeading>
        {body}
      </section>
      <Legend aria-label={text.shortcutsTitle}>
        <dt>
          <kbd>{REVIEW_SHORTCUTS.safe.toUpperCase()}</kbd>
        </dt>
        <dd>{text.shortcutSafe}</dd>
        <dt>
          <kbd>{REVIEW_SHORTCUTS.abuse.toUpperCase()}</kbd>
        </dt>
        <dd>{text.shortcutAbuse}</dd>
        <dt>
          <kbd>{REVIEW_SHORTCUTS.skip.toUpperCase()}</kbd>
        </dt>
        <dd>{text.shortcutSkip}</dd>
        <dt>
          <kbd>{REVIEW_SHORTCUTS.release.toUpperCase()}</kbd>
        </dt>
        <dd>{text.shortcutRelease}</dd>
      </Legend>
      {cluster && (
        <BulkDialog
          items={cluster}
          now={now}
          busy={bulk.busy}
          onClose={() => setCluster(null)}
          onDecide={(items, verdict, shared) => {
            void bulk.start(items, verdict, shared).then(() => setCluster(null));
          }}
        />
      )}
      {bulk.outcome && cluster === null && (
        <BulkOutcomeDialog
          outcome={bulk.outcome}
          busy={bulk.busy}
          onClose={bulk.dismiss}
          onRetry={() => void bulk.retry()}
        />
      )}
    </Screen>
  );
}

/** A ref that always holds the latest value (for listeners registered once). */
function useStableRef<T>(value: T) {
  const [ref] = useState(() => ({ current: value }));
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
