import { describe, expect, it } from 'vitest';
import { STATISTICS_MESSAGES } from '@switchboard/domain';
import { range, get, useStatisticsServer } from './statistics-support.js';

/**
 * The message volume figure, and which units the charts may use for a range. Shared setup:
 * statistics-support.ts.
 */

useStatisticsServer();

describe('GET /statistics/messages (Admin, Manager)', () => {
  it('counts messages per day, locale, domain and sender type', async () => {
    const res = await get(`/statistics/messages${range('&locales=qa')}`, 'manager');
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      { bucket: '2026-01-05', locale: 'qa', domain: 'a.test', senderType: 'agent', messages: 3 },
      { bucket: '2026-01-05', locale: 'qa', domain: 'a.test', senderType: 'customer', messages: 3 },
      { bucket: '2026-01-05', locale: 'qa', domain: 'b.test', senderType: 'agent', messages: 2 },
      { bucket: '2026-01-05', locale: 'qa', domain: 'b.test', senderType: 'customer', messages: 2 },
    ]);
  });

  it('counts per hour of the asked time zone', async () => {
    const res = await get(
      `/statistics/messages${range('&locales=qa&bucket=hour&tz=Asia%2FTokyo')}`,
      'admin',
    );
    expect(
      res.body.rows.map((r: { bucket: string; messages: number }) => [r.bucket, r.messages]),
    ).toEqual([
      ['2026-01-05T19:00', 3],
      ['2026-01-05T19:00', 3],
      ['2026-01-05T20:00', 2],
      ['2026-01-05T20:00', 2],
    ]);
  });

  it('answers per hour up to 31 days and refuses it, naming bucket, beyond', async () => {
    const month = { from: '2025-12-06T00:00:00.000Z', to: '2026-01-06T00:00:00.000Z' };
    const ok = await get(`/statistics/messages${range('&locales=qa&bucket=hour', month)}`, 'admin');
    expect(ok.status).toBe(200);
    expect(ok.body.bucket).toBe('hour');
    const longer = { from: '2025-12-05T00:00:00.000Z', to: month.to };
    const refused = await get(
      `/statistics/messages${range('&locales=qa&bucket=hour', longer)}`,
      'admin',
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('bucket');
    expect(JSON.stringify(refused.body)).toContain(STATISTICS_MESSAGES.hourlyTooLong(31));
    const byDay = await get(`/statistics/messages${range('&locales=qa', longer)}`, 'admin');
    expect(byDay.status).toBe(200);
    expect(byDay.body.rows.reduce((n: number, r: { messages: number }) => n + r.messages, 0)).toBe(
      10,
    );
  });

  it('answers the queues chart per hour up to 31 days, per day beyond; scores per week beyond 92', async () => {
    const month = { from: '2025-12-06T00:00:00.000Z', to: '2026-01-06T00:00:00.000Z' };
    const hourly = await get(`/statistics/queues${range('&locales=qa', month)}`, 'admin');
    expect(hourly.body.unit).toBe('hour');
    const longer = { from: '2025-12-05T00:00:00.000Z', to: month.to };
    const daily = await get(`/statistics/queues${range('&locales=qa', longer)}`, 'admin');
    expect(daily.body.unit).toBe('day');
    for (const h of daily.body.hours) expect(h.hour).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const quarter = { from: '2025-10-05T23:00:00.000Z', to: month.to };
    const days = await get(`/statistics/scores${range('&locales=qa', quarter)}`, 'admin');
    expect(days.body.trendUnit).toBe('day');
    const year = { from: '2025-01-06T00:00:00.000Z', to: month.to };
    const weeks = await get(`/statistics/scores${range('&locales=qa', year)}`, 'admin');
    expect(weeks.body.trendUnit).toBe('week');
    // 5 January 2026 is a Monday: the week's point is labelled by it.
    const points = weeks.body.rows.flatMap((r: { trend: { day: string }[] }) => r.trend);
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) expect(new Date(`${p.day}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('refuses an operator', async () => {
    expect((await get(`/statistics/messages${range()}`, 'operator')).status).toBe(403);
  });
});
