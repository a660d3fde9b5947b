import { sql } from 'drizzle-orm';
import type { PokerFigures } from '@switchboard/domain';
import type { Database } from '../../db/client.js';
import { num, type Scope } from '../scope.js';
import { inList, rowsOf } from '../sql.js';
import { answerRate, sends } from './sends.js';

/**
 * Per poker (the poke's agent): pokes created in the range; sent, audience, reached and answers
 * of the sends of the range, as in `pokes` (FIGURES.md "pokers").
 */
export async function pokers(
  db: Database,
  scope: Scope,
  onlyUid?: string,
): Promise<PokerFigures[]> {
  const { tenantId, locales, from, to } = scope;
  // Created counts the pokes created in the range; the rest are the range's sends, as on the
  // pokes screen, so that the pokers' sent, reached and answers add up to its own.
  const rows = await rowsOf<{
    uid: string;
    name: string;
    created: number;
    sent: number;
    audience: number;
    reached: number;
    answers: number;
  }>(
    db,
    sql`with sends as (${sends(scope, onlyUid)}),
      per as (
        select uid, max(name) as name, count(distinct send) filter (where sent) as sent,
          sum(estimate) as audience, sum(reached) as reached, sum(answers) as answers
        from sends group by 1),
      made as (
        select p.agent->>'id' as uid, max(coalesce(p.agent->>'name', p.agent->>'id')) as name,
          count(*) as created
        from pokes p
        where p.tenant_id = ${tenantId} and p.created_at >= ${from}::timestamptz
          and p.created_at < ${to}::timestamptz and ${inList(sql`p.locale`, locales)}
          ${onlyUid === undefined ? sql`` : sql`and p.agent->>'id' = ${onlyUid}`}
        group by 1)
      select coalesce(per.uid, made.uid) as uid, coalesce(per.name, made.name) as name,
        coalesce(made.created, 0)::int as created, coalesce(per.sent, 0)::int as sent,
        coalesce(per.audience, 0)::int as audience, coalesce(per.reached, 0)::int as reached,
        coalesce(per.answers, 0)::int as answers
      from per full outer join made on made.uid = per.uid
      order by 2, 1`,
  );
  return rows.map((row) => ({
    uid: row.uid,
    name: row.name,
    created: num(row.created),
    sent: num(row.sent),
    audience: num(row.audience),
    reached: num(row.reached),
    answers: num(row.answers),
    answerRate: answerRate(num(row.answers), num(row.reached)),
  }));
}
