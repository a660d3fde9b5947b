import {
  QUEUE_COUNT_LOADING_INDICATOR_MS,
  QUEUE_POOLS,
  queuePoolLabel,
  toMillis,
  type QueueCount,
  type QueuePool,
} from '@switchboard/domain';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { formatWaiting, useDelayedFlag } from '../UnclaimedChatList';
import { queueTilesMessages as text } from './messages';
import {
  CountLine,
  Grid,
  Loading,
  Oldest,
  PoolName,
  Root,
  Tile,
  WaitingNote,
  Warning,
} from './QueueTiles.styles';

export interface QueueTilesProps {
  /** Queue counts; several locales of the same pool add up into one tile. */
  counts: readonly QueueCount[];
  /** The pools to show, e.g. the ones the user may claim in (`claimablePools`). */
  pools?: readonly QueuePool[];
  /** The clock reading the oldest wait is measured against. */
  now: Date;
  /** Counts are loading: the indicator shows only after `QUEUE_COUNT_LOADING_INDICATOR_MS`. */
  loading?: boolean;
  /** The pool whose claim is waiting for its result; every Claim next is disabled meanwhile. */
  waitingPool?: QueuePool | null;
  /** A claim warning, e.g. 'The chat was claimed by another operator'. */
  warning?: string | null;
  onClaimNext: (pool: QueuePool) => void;
}

interface PoolTotal {
  count: number;
  oldestMessageAt: string | null;
  known: boolean;
}

function totalsFor(counts: readonly QueueCount[], pool: QueuePool): PoolTotal {
  let total: PoolTotal = { count: 0, oldestMessageAt: null, known: false };
  for (const row of counts) {
    if (row.pool !== pool) continue;
    const older =
      row.oldestMessageAt !== null &&
      (total.oldestMessageAt === null ||
        toMillis(row.oldestMessageAt) < toMillis(total.oldestMessageAt));
    total = {
      count: total.count + row.count,
      oldestMessageAt: older ? row.oldestMessageAt : total.oldestMessageAt,
      known: true,
    };
  }
  return total;
}

/** One tile per queue pool with its count, oldest wait and a 'Claim next' button. */
export function QueueTiles({
  counts,
  pools = QUEUE_POOLS,
  now,
  loading = false,
  waitingPool = null,
  warning,
  onClaimNext,
}: QueueTilesProps) {
  const showIndicator = useDelayedFlag(loading, QUEUE_COUNT_LOADING_INDICATOR_MS);
  return (
    <Root aria-label={text.label} aria-busy={loading || undefined}>
      {warning && (
        <Warning role="alert">
          <Icon name="warning" />
          {warning}
        </Warning>
      )}
      {showIndicator && (
        <Loading>
          <Spinner label={text.loading} size={16} />
          {text.loading}
        </Loading>
      )}
      <Grid>
        {pools.map((pool) => {
          const label = queuePoolLabel(pool);
          const total = totalsFor(counts, pool);
          const waiting = waitingPool === pool;
          const wait = total.count > 0 ? formatWaiting(total.oldestMessageAt, now) : null;
          return (
            <Tile key={pool} $waiting={waiting} aria-label={label}>
              <PoolName>{label}</PoolName>
              <CountLine>
                <strong>{total.known ? total.count : text.unknownCount}</strong>
                {text.chatsWaiting(total.count)}
              </CountLine>
              <Oldest>
                {wait ? (
                  <>
                    <Icon name="clock" size={16} />
                    {text.oldest(wait)}
                  </>
                ) : (
                  total.known && text.noneWaiting
                )}
              </Oldest>
              <Button
                aria-label={text.claimNextIn(label)}
                busy={waiting}
                disabled={total.count === 0 || waitingPool !== null}
                onClick={() => onClaimNext(pool)}
              >
                {text.claimNext}
              </Button>
              {waiting && <WaitingNote role="status">{text.waiting}</WaitingNote>}
            </Tile>
          );
        })}
      </Grid>
    </Root>
  );
}
