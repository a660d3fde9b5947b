import { sql } from 'drizzle-orm';
import type { OperatorFigures } from '@switchboard/domain';
import type { Database } from '../../db/client.js';
import { countCtes, geosOverlap, OPERATOR_ROLE, operatorTimeCtes } from '../ctes.js';
import { cover, inEdges, inPeriods, percentileOf, type Bucket, type Cover } from '../periods.js';
import { num, numOrNull, type Scope } from '../scope.js';
import { inList, rowsOf } from '../sql.js';

/** The operators figure (FIGURES.md "operators"), and one user's row of it (personal statistics). */

interface OperatorRow {
  uid: string;
  name: string;
  chats: number | null;
  sent: number | null;
  p50: number | null;
  p90: number | null;
  taken: number | null;
  expired: number | null;
  online_s: number;
  claimed_s: number;
  claimed_online_s: number;
  score: number | null;
}

function operatorFigures(row: OperatorRow): OperatorFigures {
  const online = num(row.online_s);
  return {
    uid: row.uid,
    name: row.name,
    chatsAnswered: num(row.chats),
    messagesSent: num(row.sent),
    responseMedianS: numOrNull(row.p50),
    responseP90S: numOrNull(row.p90),
    claimsTaken: num(row.taken),
    claimsExpired: num(row.expired),
    onlineS: Math.round(online),
    claimedS: Math.round(num(row.claimed_s)),
    occupancy: online > 0 ? Math.min(1, num(row.claimed_online_s) / online) : null,
    score: numOrNull(row.score),
  };
}

/**
 * Per operator: the operators of the locales (an operator role and a geo among them) and anyone
 * with activity there in the range; with `uid`, that one user.
 */
export async function operators(
  db: Database,
  scope: Scope,
  uid?: string,
): Promise<OperatorFigures[]> {
  const days = cover(scope.from, scope.to, ['month', 'day']);
  const [rows, buckets] = await Promise.all([
    rowsOf<OperatorRow>(
      db,
      sql`with ${countCtes(scope, days, uid)}, ${operatorTimeCtes(scope, days, uid)}
      select u.uid, coalesce(u.display_name, u.email) as name, answered.chats, counts.sent,
        counts.taken, counts.expired, u.score, coalesce(times.online_s, 0) as online_s,
        coalesce(times.claimed_s, 0) as claimed_s,
        coalesce(times.claimed_online_s, 0) as claimed_online_s
      from users u
        left join answered on answered.uid = u.uid
        left join counts on counts.uid = u.uid
        left join times on times.uid = u.uid
      where u.tenant_id = ${scope.tenantId}
        ${uid === undefined ? sql`` : sql`and u.uid = ${uid}`}
        and (answered.uid is not null or counts.uid is not null or times.claimed_s > 0
          ${uid === undefined ? sql`or (${OPERATOR_ROLE} and ${geosOverlap(scope.locales)})` : sql`or true`})
      order by name, u.uid`,
    ),
    responseBuckets(db, scope, days, uid),
  ]);
  return rows.map((row) => {
    const mine = buckets.get(row.uid) ?? [];
    return operatorFigures({
      ...row,
      p50: percentileOf(mine, 0.5),
      p90: percentileOf(mine, 0.9),
    });
  });
}

/** Each operator's histogram of first response times over the scope (FIGURES.md). */
async function responseBuckets(
  db: Database,
  scope: Scope,
  days: Cover,
  uid?: string,
): Promise<Map<string, Bucket[]>> {
  const { tenantId, locales } = scope;
  const one = uid === undefined ? sql`` : sql`and operator_id = ${uid}`;
  const where = sql`tenant_id = ${tenantId} and ${inList(sql`locale`, locales)} ${one}`;
  const rows = await rowsOf<{ uid: string; bucket: number; n: number; total: number }>(
    db,
    sql`select uid, bucket, sum(n)::int as n, sum(total)::float8 as total from (
        select operator_id as uid, bucket, responses as n, total_ms as total
        from stats_response_buckets where ${where} and ${inPeriods(days, sql`unit`, sql`start`)}
        union all
        select operator_id, stats_bucket(response_ms), 1, response_ms from stats_responses
        where ${where} and ${inEdges(days, sql`replied_at`)}) x
      group by 1, 2`,
  );
  const byUid = new Map<string, Bucket[]>();
  for (const row of rows) {
    const list = byUid.get(row.uid) ?? [];
    list.push({ bucket: num(row.bucket), count: num(row.n), totalMs: num(row.total) });
    byUid.set(row.uid, list);
  }
  return byUid;
}

/** One user's figures (personal statistics); zeros when there is no activity. */
export async function operator(
  db: Database,
  scope: Scope,
  uid: string,
): Promise<OperatorFigures | null> {
  const [row] = await operators(db, scope, uid);
  return row ?? null;
}
