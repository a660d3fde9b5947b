-- Hand-written (no schema change): stats_operator_periods also keeps each operator's ISO weeks
-- (unit 'week', start the Monday 00:00 UTC), so the score trend of a long range (a point per
-- week) reads ~53 rows an operator a year rather than ~365 day rows
-- (src/statistics/FIGURES.md "scores"). The same trigger function as 0016, with the week added;
-- the weeks of what is already there are the sums of its day rows.
CREATE OR REPLACE FUNCTION stats_add_operator(
  t_id text, at_time timestamptz, loc text, op text,
  d_sent int, d_replies int, d_within int, d_claims int, d_answered int, d_expired int
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stats_operator_periods AS p
    (tenant_id, unit, start, locale, operator_id, sent, replies, within_target, claims, claims_answered, claims_expired)
  SELECT t_id, u, date_trunc(u, at_time, 'UTC'), loc, op, d_sent, d_replies, d_within, d_claims, d_answered, d_expired
  FROM unnest(ARRAY['hour', 'day', 'week', 'month']) u
  ON CONFLICT ON CONSTRAINT stats_operator_periods_pk DO UPDATE SET
    sent = p.sent + EXCLUDED.sent, replies = p.replies + EXCLUDED.replies,
    within_target = p.within_target + EXCLUDED.within_target, claims = p.claims + EXCLUDED.claims,
    claims_answered = p.claims_answered + EXCLUDED.claims_answered,
    claims_expired = p.claims_expired + EXCLUDED.claims_expired
$$;
--> statement-breakpoint
INSERT INTO stats_operator_periods
  (tenant_id, unit, start, locale, operator_id, sent, replies, within_target, claims, claims_answered, claims_expired)
SELECT tenant_id, 'week', date_trunc('week', start, 'UTC'), locale, operator_id, sum(sent)::int,
  sum(replies)::int, sum(within_target)::int, sum(claims)::int, sum(claims_answered)::int,
  sum(claims_expired)::int
FROM stats_operator_periods
WHERE unit = 'day'
GROUP BY 1, 2, 3, 4, 5;
