import {
  parseOperatorGeos,
  QUEUE_POOLS,
  type ConnectedOperator,
  type ConnectedOperatorsByPool,
  type QueuePool,
} from '@switchboard/domain';
import type { Column } from '../output.js';

/** One operator in one pool: a row of the pools tables. */
export interface PoolRow {
  pool: QueuePool;
  operator: ConnectedOperator;
}

/** The pools as rows, pool by pool in the spec's order (SFW, NSFW, AGENT_ONLY). */
export function poolRows(pools: ConnectedOperatorsByPool): PoolRow[] {
  return QUEUE_POOLS.flatMap((pool) =>
    pools[pool].operators.map((operator) => ({ pool, operator })),
  );
}

export const POOL_COLUMNS: Column<PoolRow>[] = [
  { header: 'POOL', value: (row) => row.pool },
  { header: 'ID', value: (row) => row.operator.id },
  { header: 'NAME', value: (row) => row.operator.name },
  { header: 'GEOS', value: (row) => parseOperatorGeos(row.operator.geos).join(',') },
];
