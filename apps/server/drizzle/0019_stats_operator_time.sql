CREATE TABLE "stats_operator_time" (
	"tenant_id" text NOT NULL,
	"unit" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"uid" text NOT NULL,
	"online_s" double precision DEFAULT 0 NOT NULL,
	"claimed_s" double precision DEFAULT 0 NOT NULL,
	"claimed_online_s" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_operator_time_pk" PRIMARY KEY("tenant_id","unit","start","locale","uid")
);
--> statement-breakpoint
CREATE INDEX "stats_operator_time_user_idx" ON "stats_operator_time" USING btree ("tenant_id","uid","unit","start");--> statement-breakpoint
-- Hand-written: time online, time holding a claim and of it while online, per operator and UTC
-- day and month (stats_operator_time), of the sessions and claims that have ended. When a session
-- or claim ends (or an ended one is written, changed or deleted), the days it spans are recomputed
-- from the raw rows, per statement; the months from their days. Open ones are read raw.
CREATE OR REPLACE FUNCTION stats_span(a timestamptz, b timestamptz) RETURNS tstzrange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tstzrange(a, greatest(a, coalesce(b, 'infinity'::timestamptz)))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_seconds(r tstzmultirange) RETURNS float8
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT sum(extract(epoch FROM upper(x) - lower(x))) FROM unnest(r) x), 0)::float8
$$;--> statement-breakpoint
CREATE INDEX stats_presence_sessions_span_idx ON stats_presence_sessions
  USING gist (stats_span(connected_at, disconnected_at));--> statement-breakpoint
CREATE INDEX stats_claims_span_idx ON stats_claims USING gist (stats_span(claimed_at, ended_at));--> statement-breakpoint
CREATE INDEX stats_presence_sessions_open_idx ON stats_presence_sessions (tenant_id, uid)
  WHERE disconnected_at IS NULL;--> statement-breakpoint
CREATE INDEX stats_claims_open_operator_idx ON stats_claims (tenant_id, operator_id)
  WHERE ended_at IS NULL;--> statement-breakpoint
-- Recompute the (tenant, uid, UTC day) keys given, and their months.
CREATE OR REPLACE FUNCTION stats_operator_time_refresh(k_tenant text[], k_uid text[], k_day timestamptz[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF k_tenant IS NULL OR cardinality(k_tenant) = 0 THEN RETURN; END IF;
  -- One writer per operator at a time (several server processes): the recompute below reads the
  -- rows other transactions committed before it got the lock.
  PERFORM pg_advisory_xact_lock(hashtext('stats_operator_time'), hashtext(t || '/' || u))
  FROM (SELECT DISTINCT t, u FROM unnest(k_tenant, k_uid) x(t, u) ORDER BY 1, 2) y;
  DELETE FROM stats_operator_time o USING (SELECT DISTINCT t, u, d FROM unnest(k_tenant, k_uid, k_day) x(t, u, d)) k
  WHERE o.tenant_id = k.t AND o.uid = k.u AND o.unit = 'day' AND o.start = k.d;
  INSERT INTO stats_operator_time (tenant_id, unit, start, locale, uid, online_s, claimed_s, claimed_online_s)
  WITH k AS (
    SELECT t, u, d, tstzrange(d, ((d AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC') AS day
    FROM (SELECT DISTINCT t, u, d FROM unnest(k_tenant, k_uid, k_day) x(t, u, d)) kk),
  s AS (
    SELECT k.t, k.u, k.d, range_agg(stats_span(p.connected_at, p.disconnected_at)) * tstzmultirange(k.day) AS r
    FROM k JOIN stats_presence_sessions p ON p.tenant_id = k.t AND p.uid = k.u
      AND stats_span(p.connected_at, p.disconnected_at) && k.day AND p.disconnected_at IS NOT NULL
    GROUP BY k.t, k.u, k.d, k.day),
  c AS (
    SELECT k.t, k.u, k.d, c.locale, range_agg(stats_span(c.claimed_at, c.ended_at)) * tstzmultirange(k.day) AS r
    FROM k JOIN stats_claims c ON c.tenant_id = k.t AND c.operator_id = k.u
      AND stats_span(c.claimed_at, c.ended_at) && k.day AND c.ended_at IS NOT NULL
    GROUP BY k.t, k.u, k.d, k.day, c.locale)
  SELECT t, 'day', d, '', u, stats_seconds(r), 0, 0 FROM s WHERE NOT isempty(r)
  UNION ALL
  SELECT c.t, 'day', c.d, c.locale, c.u, 0, stats_seconds(c.r),
    stats_seconds(c.r * coalesce(s.r, '{}'::tstzmultirange))
  FROM c LEFT JOIN s ON s.t = c.t AND s.u = c.u AND s.d = c.d
  WHERE NOT isempty(c.r);
  -- The months of those days: the sum of their days.
  DELETE FROM stats_operator_time o
  USING (SELECT DISTINCT t, u, date_trunc('month', d AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS m
    FROM unnest(k_tenant, k_uid, k_day) x(t, u, d)) k
  WHERE o.tenant_id = k.t AND o.uid = k.u AND o.unit = 'month' AND o.start = k.m;
  INSERT INTO stats_operator_time (tenant_id, unit, start, locale, uid, online_s, claimed_s, claimed_online_s)
  SELECT o.tenant_id, 'month', k.m, o.locale, o.uid, sum(o.online_s), sum(o.claimed_s), sum(o.claimed_online_s)
  FROM (SELECT DISTINCT t, u, date_trunc('month', d AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS m
    FROM unnest(k_tenant, k_uid, k_day) x(t, u, d)) k
  JOIN stats_operator_time o ON o.tenant_id = k.t AND o.uid = k.u AND o.unit = 'day'
    AND o.start >= k.m AND o.start < ((k.m AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC'
  GROUP BY o.tenant_id, k.m, o.locale, o.uid;
END $$;--> statement-breakpoint
-- The UTC days an ended interval [a, b] spans.
CREATE OR REPLACE FUNCTION stats_utc_days(a timestamptz, b timestamptz) RETURNS SETOF timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT d AT TIME ZONE 'UTC' FROM generate_series(date_trunc('day', a AT TIME ZONE 'UTC'),
    greatest(a, b) AT TIME ZONE 'UTC', interval '1 day') d
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_session_time_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_operator_time_refresh(array_agg(t), array_agg(u), array_agg(d)) FROM (
    SELECT DISTINCT r.tenant_id AS t, r.uid AS u, d FROM (SELECT * FROM changed_new) r, stats_utc_days(r.connected_at, r.disconnected_at) d
    WHERE r.disconnected_at IS NOT NULL) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_session_time_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_operator_time_refresh(array_agg(t), array_agg(u), array_agg(d)) FROM (
    SELECT DISTINCT r.tenant_id AS t, r.uid AS u, d FROM (SELECT * FROM changed_new UNION ALL SELECT * FROM changed_old) r, stats_utc_days(r.connected_at, r.disconnected_at) d
    WHERE r.disconnected_at IS NOT NULL) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_session_time_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_operator_time_refresh(array_agg(t), array_agg(u), array_agg(d)) FROM (
    SELECT DISTINCT r.tenant_id AS t, r.uid AS u, d FROM (SELECT * FROM changed_old) r, stats_utc_days(r.connected_at, r.disconnected_at) d
    WHERE r.disconnected_at IS NOT NULL) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stats_session_time_insert AFTER INSERT ON stats_presence_sessions
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION stats_session_time_insert();--> statement-breakpoint
CREATE TRIGGER stats_session_time_update AFTER UPDATE ON stats_presence_sessions
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_session_time_update();--> statement-breakpoint
CREATE TRIGGER stats_session_time_delete AFTER DELETE ON stats_presence_sessions
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION stats_session_time_delete();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_claim_time_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_operator_time_refresh(array_agg(t), array_agg(u), array_agg(d)) FROM (
    SELECT DISTINCT r.tenant_id AS t, r.operator_id AS u, d FROM (SELECT * FROM changed_new) r, stats_utc_days(r.claimed_at, r.ended_at) d
    WHERE r.ended_at IS NOT NULL) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_claim_time_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_operator_time_refresh(array_agg(t), array_agg(u), array_agg(d)) FROM (
    SELECT DISTINCT r.tenant_id AS t, r.operator_id AS u, d FROM (SELECT * FROM changed_new UNION ALL SELECT * FROM changed_old) r, stats_utc_days(r.claimed_at, r.ended_at) d
    WHERE r.ended_at IS NOT NULL) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_claim_time_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_operator_time_refresh(array_agg(t), array_agg(u), array_agg(d)) FROM (
    SELECT DISTINCT r.tenant_id AS t, r.operator_id AS u, d FROM (SELECT * FROM changed_old) r, stats_utc_days(r.claimed_at, r.ended_at) d
    WHERE r.ended_at IS NOT NULL) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stats_claim_time_insert AFTER INSERT ON stats_claims
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION stats_claim_time_insert();--> statement-breakpoint
CREATE TRIGGER stats_claim_time_update AFTER UPDATE ON stats_claims
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION stats_claim_time_update();--> statement-breakpoint
CREATE TRIGGER stats_claim_time_delete AFTER DELETE ON stats_claims
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION stats_claim_time_delete();--> statement-breakpoint
-- Backfill: every day an ended session or claim spans.
SELECT stats_operator_time_refresh(array_agg(t), array_agg(u), array_agg(d)) FROM (
  SELECT tenant_id AS t, uid AS u, d FROM stats_presence_sessions r, stats_utc_days(r.connected_at, r.disconnected_at) d
  WHERE r.disconnected_at IS NOT NULL
  UNION
  SELECT tenant_id, operator_id, d FROM stats_claims r, stats_utc_days(r.claimed_at, r.ended_at) d
  WHERE r.ended_at IS NOT NULL) x;
