import {
  parseOperatorGeos,
  QUEUE_POOLS,
  type ConnectedOperator,
  type ConnectedOperatorsByPool,
  type QueuePool,
} from '@switchboard/domain';
import type { Column } from '../output.js';
import type { Runtime } from '../runtime.js';

/** One operator in one pool: a row of the pools tables. */
export interface PoolRow {
  pool: QueuePool;
  operator: ConnectedOperator;
}

/** The pools as rows, pool by pool in the spec's order (SFW, NSFW, AGENT_ONLY). */
function poolRows(pools: ConnectedOperatorsByPool): PoolRow[] {
  return QUEUE_POOLS.flatMap((pool) =>
    pools[pool].operators.map((operator) => ({ pool, operator })),
  );
}

const POOL_COLUMNS: Column<PoolRow>[] = [
  { header: 'POOL', value: (row) => row.pool },
  { header: 'ID', value: (row) => row.operator.id },
  { header: 'NAME', value: (row) => row.operator.name },
  { header: 'GEOS', value: (row) => parseOperatorGeos(row.operator.geos).join(',') },
];

/** The pools as a table of their operators, or as they came with `--json`. */
export function showPools(rt: Runtime, pools: ConnectedOperatorsByPool, empty: string): void {
  if (rt.out.json) return rt.out.writeJson(pools);
  rt.out.table(poolRows(pools), POOL_COLUMNS, empty);
}
