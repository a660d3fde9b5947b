import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorScore } from '@switchboard/domain';
import { createUser } from '../chats/test-support.js';
import { flaggedItems, statsClaims, statsMessageHours, statsResponses } from '../db/schema.js';
import { StatisticsService } from './service.js';
import { rowsOf } from './sql.js';
import { server, useStatisticsServer } from './statistics-support.js';

/**
 * The scores figure per ISO week and per day of a zone. Shared setup: statistics-support.ts.
 */

useStatisticsServer();

describe('scores per ISO week from the week rollup, in zones either side of UTC (locale qw)', () => {
  // An event every 17 hours from 1 October 2025 to 14 January 2026 (so every hour of the week
  // around midnight Monday comes up in some zone): a first response, every third one a claim,
  // every hour with one two messages sent; 10–13 December only messages (no part's data), and
  // flagged messages judged abuse, safe or still pending.
  const range = { from: '2025-10-03T07:20:00.000Z', to: '2026-01-10T19:45:00.000Z' };
  const events: string[] = [];
  for (
    let t = Date.parse('2025-10-01T00:07:00.000Z');
    t < Date.parse('2026-01-14');
    t += 17 * 3_600_000
  )
    events.push(new Date(t).toISOString());
  const quiet = (at: string) => at >= '2025-12-10' && at < '2025-12-14';
  const responses = events
    .filter((at) => !quiet(at))
    .map((at, i) => ({ at, ms: 1000 * (20 + ((i * 37) % 250)) }));
  const claims = events
    .filter((at, i) => !quiet(at) && i % 3 === 0)
    .map((at, i) => ({ at, outcome: (['answered', 'expired', 'released'] as const)[i % 3]! }));
  const hourOf = (at: string) => `${at.slice(0, 13)}:00:00.000Z`;
  const sent = events.map((at) => ({ hour: hourOf(at), messages: 2 }));
  const flags = events
    .filter((at, i) => !quiet(at) && i % 5 === 0)
    .map((at, i) => ({ at, status: (['abuse', 'safe', 'pending'] as const)[i % 3]! }));
  let op: { uid: string; token: string };

  beforeAll(async () => {
    op = await createUser(server, ['CHAT_OPERATOR:NSFW'], ['qw']);
    await server.handle.db.insert(statsResponses).values(
      responses.map((r, i) => ({
        messageId: `qw-r${i}`,
        tenantId: 'tenant-demo',
        locale: 'qw',
        domain: 'w.test',
        chatId: `qw-chat-${i % 7}`,
        operatorId: op.uid,
        waitingSince: new Date(Date.parse(r.at) - r.ms).toISOString(),
        repliedAt: r.at,
        responseMs: r.ms,
      })),
    );
    await server.handle.db.insert(statsClaims).values(
      claims.map((c, i) => ({
        tenantId: 'tenant-demo',
        locale: 'qw',
        pool: 'NSFW',
        chatId: `qw-chat-${i % 7}`,
        operatorId: op.uid,
        claimedAt: c.at,
        endedAt: new Date(Date.parse(c.at) + 60_000).toISOString(),
        outcome: c.outcome,
      })),
    );
    await server.handle.db.insert(statsMessageHours).values(
      sent.map((m) => ({
        tenantId: 'tenant-demo',
        hour: m.hour,
        locale: 'qw',
        domain: 'w.test',
        senderType: 'agent',
        senderId: op.uid,
        messages: m.messages,
      })),
    );
    await server.handle.db.insert(flaggedItems).values(
      flags.map((f, i) => ({
        id: `qw-flag-${i}`,
        tenantId: 'tenant-demo',
        kind: 'message' as const,
        locale: 'qw',
        chatId: 'qw-chat-0',
        senderId: op.uid,
        text: 'x',
        textKey: 'x',
        matchedWords: ['x'],
        itemCreatedAt: f.at,
        flaggedAt: f.at,
        status: f.status,
      })),
    );
  });

  /** The Monday (UTC) of the ISO week of an instant, or of a day `YYYY-MM-DD`. */
  const mondayOf = (at: string) => {
    const day = new Date(`${at.slice(0, 10)}T00:00:00.000Z`);
    return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  };

  it('keeps each operator week as the sum of its raw rows', async () => {
    const weeks = await rowsOf<Record<string, unknown>>(
      server.handle.db,
      sql`select to_char(start at time zone 'UTC', 'YYYY-MM-DD') as week, sent, replies,
          within_target, claims, claims_answered, claims_expired
        from stats_operator_periods where locale = 'qw' and unit = 'week' order by start`,
    );
    const expected = new Map<string, number[]>();
    const add = (at: string, values: number[]) => {
      const row = expected.get(mondayOf(at)) ?? [0, 0, 0, 0, 0, 0];
      expected.set(
        mondayOf(at),
        row.map((v, i) => v + values[i]!),
      );
    };
    for (const m of sent) add(m.hour, [m.messages, 0, 0, 0, 0, 0]);
    for (const r of responses) add(r.at, [0, 1, r.ms <= 120_000 ? 1 : 0, 0, 0, 0]);
    for (const c of claims)
      add(c.at, [0, 0, 0, 1, c.outcome === 'answered' ? 1 : 0, c.outcome === 'expired' ? 1 : 0]);
    expect(weeks).toEqual(
      [...expected.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([week, v]) => ({
          week,
          sent: v[0],
          replies: v[1],
          within_target: v[2],
          claims: v[3],
          claims_answered: v[4],
          claims_expired: v[5],
        })),
    );
    // From the week of Monday 29 September 2025 to that of Monday 12 January 2026.
    expect(weeks).toHaveLength(16);
  });

  it('answers per week and per day of the zone what the raw rows answer', async () => {
    const stats = new StatisticsService(server.handle.db);
    const inRange = (at: string) => at >= range.from && at < range.to;
    const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
    const figures = (periodOf: (at: string) => string, key: string | null) => {
      const mine = <T extends { at: string }>(list: T[]) =>
        list.filter((x) => inRange(x.at) && (key === null || periodOf(x.at) === key));
      const replies = mine(responses);
      const taken = mine(claims).filter((c) => c.outcome !== 'released');
      const judged = mine(flags).filter((f) => f.status !== 'pending');
      const messages = mine(sent.map((m) => ({ ...m, at: m.hour })));
      const withinTargetShare = share(
        replies.filter((r) => r.ms <= 120_000).length,
        replies.length,
      );
      const answerRate = share(taken.filter((c) => c.outcome === 'answered').length, taken.length);
      const abuse = judged.filter((f) => f.status === 'abuse').length;
      const total = messages.reduce((sum, m) => sum + m.messages, 0);
      const abuseShare = judged.length > 0 ? Math.min(1, abuse / Math.max(1, total)) : null;
      const shown = replies.length + taken.length + mine(flags).length > 0;
      return { withinTargetShare, answerRate, abuseShare, shown };
    };
    for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: tz });
      const dayOf = (at: string) => local.format(new Date(at));
      for (const [unit, periodOf] of [
        ['week', (at: string) => mondayOf(dayOf(at))],
        ['day', dayOf],
      ] as const) {
        const [row] = (await stats.scores({ ...scope(tz) }, unit)).filter((r) => r.uid === op.uid);
        const all = figures(periodOf, null);
        expect(row, `${tz} per ${unit}`).toMatchObject({
          withinTargetShare: all.withinTargetShare,
          answerRate: all.answerRate,
          abuseShare: all.abuseShare,
          score: operatorScore(all),
        });
        const periods = [
          ...new Set(
            [...responses, ...claims, ...flags, ...sent.map((m) => ({ at: m.hour }))]
              .filter((x) => inRange(x.at))
              .map((x) => periodOf(x.at)),
          ),
        ].sort();
        expect(row!.trend, `${tz} per ${unit}`).toEqual(
          periods
            .map((key) => ({ key, f: figures(periodOf, key) }))
            .filter(({ f }) => f.shown)
            .map(({ key, f }) => ({ day: key, score: operatorScore(f) })),
        );
      }
    }
    // The quiet days count their messages in the range's abuse part but show no trend point.
    const [utcDays] = (await stats.scores(scope('UTC'), 'day')).filter((r) => r.uid === op.uid);
    expect(utcDays!.trend.map((p) => p.day)).not.toContain('2025-12-11');
  });

  const scope = (tz: string) => ({
    tenantId: 'tenant-demo',
    locales: ['qw'],
    ...range,
    tz,
    now: '2026-02-01T00:00:00.000Z',
  });
});
