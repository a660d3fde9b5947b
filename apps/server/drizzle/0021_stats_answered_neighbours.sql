ALTER TABLE "stats_answered_chats" ADD COLUMN "prev_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stats_answered_chats" ADD COLUMN "next_start" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stats_answered_chats_pair_idx" ON "stats_answered_chats" USING btree ("tenant_id","operator_id","chat_id","locale","start") WHERE "stats_answered_chats"."unit" = 'month';--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate functions): on month rows of
-- stats_answered_chats, prev_start and next_start are the pair's (tenant, locale, operator, chat)
-- month rows before and after this one, so that distinct chats answered over whole months count
-- the rows whose previous month is before the range instead of hashing every (operator, chat)
-- (src/statistics/FIGURES.md). Keep this part when the migration is regenerated.
--> statement-breakpoint
-- Recomputes the neighbours of a pair's month rows, after its month row `changed` was inserted
-- or deleted: a plain UPDATE of the pair's rows, each neighbour one probe of
-- stats_answered_chats_pair_idx (written twice: rows whose neighbours did not change are not
-- written). Not an UPDATE ... FROM a window over the pair: that one was planned as a scan of the
-- table and doubled the time of a bulk load. The lookups are written out rather than put in SQL
-- functions: a SQL function with a FROM clause is not inlined, and is planned again each call.
CREATE OR REPLACE FUNCTION stats_answered_pair_prev(t text, loc text, op text, chat text, changed timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One writer per operator at a time (several server processes): the UPDATE reads the month
  -- rows other transactions committed before it got the lock, so the last one sees them all. Per
  -- operator, not per pair: a transaction holds its locks until it ends, and one that writes the
  -- history of many chats would need a lock per chat (more than the lock table holds).
  PERFORM pg_advisory_xact_lock(hashtext('stats_answered_chats'), hashtext(t || '/' || op));
  -- Most pairs have one month (a chat answered within a month): nothing to link.
  PERFORM 1 FROM stats_answered_chats
  WHERE tenant_id = t AND operator_id = op AND chat_id = chat AND locale = loc AND unit = 'month'
    AND start <> changed
  LIMIT 1;
  IF NOT FOUND THEN RETURN; END IF;
  UPDATE stats_answered_chats a SET
    prev_start = (SELECT max(p.start) FROM stats_answered_chats p
      WHERE p.tenant_id = t AND p.operator_id = op AND p.chat_id = chat AND p.locale = loc
        AND p.unit = 'month' AND p.start < a.start),
    next_start = (SELECT min(p.start) FROM stats_answered_chats p
      WHERE p.tenant_id = t AND p.operator_id = op AND p.chat_id = chat AND p.locale = loc
        AND p.unit = 'month' AND p.start > a.start)
  WHERE a.tenant_id = t AND a.operator_id = op AND a.chat_id = chat AND a.locale = loc AND a.unit = 'month'
    AND (a.prev_start, a.next_start) IS DISTINCT FROM (
      (SELECT max(p.start) FROM stats_answered_chats p
        WHERE p.tenant_id = t AND p.operator_id = op AND p.chat_id = chat AND p.locale = loc
          AND p.unit = 'month' AND p.start < a.start),
      (SELECT min(p.start) FROM stats_answered_chats p
        WHERE p.tenant_id = t AND p.operator_id = op AND p.chat_id = chat AND p.locale = loc
          AND p.unit = 'month' AND p.start > a.start));
END $$;
--> statement-breakpoint
-- 0016's function, with the month row's neighbours kept: when the month row of the pair is
-- inserted or deleted, its pair's neighbours are recomputed.
CREATE OR REPLACE FUNCTION stats_response_apply(r stats_responses, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamptz := date_trunc('month', r.replied_at, 'UTC');
  new_month boolean;
  gone_month boolean := false;
BEGIN
  PERFORM stats_add_operator(r.tenant_id, r.replied_at, r.locale, r.operator_id, 0, sign,
    CASE WHEN r.response_ms <= 120000 THEN sign ELSE 0 END, 0, 0, 0);
  INSERT INTO stats_response_buckets AS b
    (tenant_id, unit, start, locale, operator_id, bucket, responses, total_ms)
  SELECT r.tenant_id, u, date_trunc(u, r.replied_at, 'UTC'), r.locale, r.operator_id,
    stats_bucket(r.response_ms), sign, sign * r.response_ms::bigint
  FROM unnest(ARRAY['day', 'month']) u
  ON CONFLICT ON CONSTRAINT stats_response_buckets_pk DO UPDATE SET
    responses = b.responses + EXCLUDED.responses, total_ms = b.total_ms + EXCLUDED.total_ms;
  INSERT INTO stats_answered_chats AS a (tenant_id, unit, start, locale, operator_id, chat_id, responses)
  VALUES (r.tenant_id, 'day', date_trunc('day', r.replied_at, 'UTC'), r.locale, r.operator_id, r.chat_id, sign)
  ON CONFLICT ON CONSTRAINT stats_answered_chats_pk DO UPDATE SET responses = a.responses + EXCLUDED.responses;
  -- xmax = 0: the row was inserted, not updated.
  INSERT INTO stats_answered_chats AS a (tenant_id, unit, start, locale, operator_id, chat_id, responses)
  VALUES (r.tenant_id, 'month', month_start, r.locale, r.operator_id, r.chat_id, sign)
  ON CONFLICT ON CONSTRAINT stats_answered_chats_pk DO UPDATE SET responses = a.responses + EXCLUDED.responses
  RETURNING a.xmax = 0 INTO new_month;
  IF sign < 0 THEN
    DELETE FROM stats_response_buckets
    WHERE tenant_id = r.tenant_id AND operator_id = r.operator_id AND locale = r.locale
      AND bucket = stats_bucket(r.response_ms) AND responses <= 0
      AND (unit, start) IN (('day', date_trunc('day', r.replied_at, 'UTC')), ('month', date_trunc('month', r.replied_at, 'UTC')));
    WITH deleted AS (
      DELETE FROM stats_answered_chats
      WHERE tenant_id = r.tenant_id AND operator_id = r.operator_id AND locale = r.locale
        AND chat_id = r.chat_id AND responses <= 0
        AND (unit, start) IN (('day', date_trunc('day', r.replied_at, 'UTC')), ('month', month_start))
      RETURNING unit)
    SELECT coalesce(bool_or(unit = 'month'), false) INTO gone_month FROM deleted;
  END IF;
  IF new_month OR gone_month THEN
    PERFORM stats_answered_pair_prev(r.tenant_id, r.locale, r.operator_id, r.chat_id, month_start);
  END IF;
END $$;
--> statement-breakpoint
-- The neighbours of the month rows already there.
UPDATE stats_answered_chats a SET prev_start = n.prev_start, next_start = n.next_start
FROM (
  SELECT tenant_id, locale, operator_id, chat_id, start,
    lag(start) OVER w AS prev_start, lead(start) OVER w AS next_start
  FROM stats_answered_chats
  WHERE unit = 'month'
  WINDOW w AS (PARTITION BY tenant_id, locale, operator_id, chat_id ORDER BY start)) n
WHERE a.unit = 'month' AND a.tenant_id = n.tenant_id AND a.locale = n.locale
  AND a.operator_id = n.operator_id AND a.chat_id = n.chat_id AND a.start = n.start
  AND (n.prev_start IS NOT NULL OR n.next_start IS NOT NULL);
