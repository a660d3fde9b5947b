CREATE TABLE "stats_answered_chats" (
	"tenant_id" text NOT NULL,
	"unit" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"operator_id" text NOT NULL,
	"chat_id" text NOT NULL,
	"responses" integer NOT NULL,
	CONSTRAINT "stats_answered_chats_pk" PRIMARY KEY("tenant_id","unit","start","locale","operator_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "stats_claim_buckets" (
	"tenant_id" text NOT NULL,
	"unit" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"pool" text NOT NULL,
	"bucket" integer NOT NULL,
	"claims" integer NOT NULL,
	"total_ms" bigint NOT NULL,
	CONSTRAINT "stats_claim_buckets_pk" PRIMARY KEY("tenant_id","unit","start","locale","pool","bucket")
);
--> statement-breakpoint
CREATE TABLE "stats_claim_hours" (
	"tenant_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"pool" text NOT NULL,
	"claims" integer NOT NULL,
	CONSTRAINT "stats_claim_hours_pk" PRIMARY KEY("tenant_id","hour","locale","pool")
);
--> statement-breakpoint
CREATE TABLE "stats_operator_periods" (
	"tenant_id" text NOT NULL,
	"unit" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"operator_id" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	"within_target" integer DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"claims_answered" integer DEFAULT 0 NOT NULL,
	"claims_expired" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_operator_periods_pk" PRIMARY KEY("tenant_id","unit","start","locale","operator_id")
);
--> statement-breakpoint
CREATE TABLE "stats_response_buckets" (
	"tenant_id" text NOT NULL,
	"unit" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"operator_id" text NOT NULL,
	"bucket" integer NOT NULL,
	"responses" integer NOT NULL,
	"total_ms" bigint NOT NULL,
	CONSTRAINT "stats_response_buckets_pk" PRIMARY KEY("tenant_id","unit","start","locale","operator_id","bucket")
);
--> statement-breakpoint
CREATE INDEX "stats_answered_chats_operator_idx" ON "stats_answered_chats" USING btree ("tenant_id","operator_id","unit","start");--> statement-breakpoint
CREATE INDEX "stats_operator_periods_operator_idx" ON "stats_operator_periods" USING btree ("tenant_id","operator_id","unit","start");--> statement-breakpoint
CREATE INDEX "stats_response_buckets_operator_idx" ON "stats_response_buckets" USING btree ("tenant_id","operator_id","unit","start");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): the per-period rollups of
-- src/db/stats-schema.ts are kept by triggers on stats_message_hours (messages sent),
-- stats_responses (first responses) and stats_claims (claims), in the transaction of the write;
-- rows already there are counted in first. See src/statistics/FIGURES.md. Keep this part when
-- the migration is regenerated.
CREATE OR REPLACE FUNCTION stats_bucket(ms bigint) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN ms <= 1 THEN 0 ELSE floor(ln(ms::float8) / ln(1.1))::int END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_add_operator(
  t_id text, at_time timestamptz, loc text, op text,
  d_sent int, d_replies int, d_within int, d_claims int, d_answered int, d_expired int
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stats_operator_periods AS p
    (tenant_id, unit, start, locale, operator_id, sent, replies, within_target, claims, claims_answered, claims_expired)
  SELECT t_id, u, date_trunc(u, at_time, 'UTC'), loc, op, d_sent, d_replies, d_within, d_claims, d_answered, d_expired
  FROM unnest(ARRAY['hour', 'day', 'month']) u
  ON CONFLICT ON CONSTRAINT stats_operator_periods_pk DO UPDATE SET
    sent = p.sent + EXCLUDED.sent, replies = p.replies + EXCLUDED.replies,
    within_target = p.within_target + EXCLUDED.within_target, claims = p.claims + EXCLUDED.claims,
    claims_answered = p.claims_answered + EXCLUDED.claims_answered,
    claims_expired = p.claims_expired + EXCLUDED.claims_expired
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_on_message_hours() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta int := NEW.messages - CASE WHEN TG_OP = 'UPDATE' THEN OLD.messages ELSE 0 END;
BEGIN
  IF NEW.sender_type = 'agent' AND NEW.sender_id <> '' AND delta <> 0 THEN
    PERFORM stats_add_operator(NEW.tenant_id, NEW.hour, NEW.locale, NEW.sender_id, delta, 0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A first response counts (sign 1) or stops counting (-1). 120000 ms is the score's response
-- target (SCORE_RESPONSE_TARGET_S in packages/domain).
CREATE OR REPLACE FUNCTION stats_response_apply(r stats_responses, sign int) RETURNS void LANGUAGE plpgsql AS $$
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
  SELECT r.tenant_id, u, date_trunc(u, r.replied_at, 'UTC'), r.locale, r.operator_id, r.chat_id, sign
  FROM unnest(ARRAY['day', 'month']) u
  ON CONFLICT ON CONSTRAINT stats_answered_chats_pk DO UPDATE SET responses = a.responses + EXCLUDED.responses;
  IF sign < 0 THEN
    DELETE FROM stats_response_buckets
    WHERE tenant_id = r.tenant_id AND operator_id = r.operator_id AND locale = r.locale
      AND bucket = stats_bucket(r.response_ms) AND responses <= 0
      AND (unit, start) IN (('day', date_trunc('day', r.replied_at, 'UTC')), ('month', date_trunc('month', r.replied_at, 'UTC')));
    DELETE FROM stats_answered_chats
    WHERE tenant_id = r.tenant_id AND operator_id = r.operator_id AND locale = r.locale
      AND chat_id = r.chat_id AND responses <= 0
      AND (unit, start) IN (('day', date_trunc('day', r.replied_at, 'UTC')), ('month', date_trunc('month', r.replied_at, 'UTC')));
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_on_response() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM stats_response_apply(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM stats_response_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A claim counts (sign 1) or stops counting (-1): for its operator (taken, answered, run out,
-- by the claim's start), and for its locale and pool (per hour; the wait before it per day and
-- month, bucket -1 when the chat was not waiting).
CREATE OR REPLACE FUNCTION stats_claim_apply(c stats_claims, sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wait_ms bigint := CASE WHEN c.waiting_since IS NOT NULL
    THEN floor(extract(epoch FROM c.claimed_at - c.waiting_since) * 1000)::bigint END;
BEGIN
  PERFORM stats_add_operator(c.tenant_id, c.claimed_at, c.locale, c.operator_id, 0, 0, 0, sign,
    CASE WHEN c.outcome = 'answered' THEN sign ELSE 0 END,
    CASE WHEN c.outcome = 'expired' THEN sign ELSE 0 END);
  INSERT INTO stats_claim_hours AS h (tenant_id, hour, locale, pool, claims)
  VALUES (c.tenant_id, date_trunc('hour', c.claimed_at, 'UTC'), c.locale, c.pool, sign)
  ON CONFLICT ON CONSTRAINT stats_claim_hours_pk DO UPDATE SET claims = h.claims + EXCLUDED.claims;
  INSERT INTO stats_claim_buckets AS b (tenant_id, unit, start, locale, pool, bucket, claims, total_ms)
  SELECT c.tenant_id, u, date_trunc(u, c.claimed_at, 'UTC'), c.locale, c.pool,
    CASE WHEN wait_ms IS NULL THEN -1 ELSE stats_bucket(wait_ms) END, sign, sign * coalesce(wait_ms, 0)
  FROM unnest(ARRAY['day', 'month']) u
  ON CONFLICT ON CONSTRAINT stats_claim_buckets_pk DO UPDATE SET
    claims = b.claims + EXCLUDED.claims, total_ms = b.total_ms + EXCLUDED.total_ms;
END $$;
--> statement-breakpoint
-- A claim that only ends (its outcome set) moves its operator's answered / run-out counts and
-- touches no locale-wide row, so claims ending and starting at once do not wait on each other.
CREATE OR REPLACE FUNCTION stats_on_claim_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.tenant_id, OLD.locale, OLD.pool, OLD.operator_id, OLD.claimed_at)
      = (NEW.tenant_id, NEW.locale, NEW.pool, NEW.operator_id, NEW.claimed_at)
      AND OLD.waiting_since IS NOT DISTINCT FROM NEW.waiting_since THEN
    PERFORM stats_add_operator(NEW.tenant_id, NEW.claimed_at, NEW.locale, NEW.operator_id, 0, 0, 0, 0,
      (NEW.outcome IS NOT DISTINCT FROM 'answered')::int - (OLD.outcome IS NOT DISTINCT FROM 'answered')::int,
      (NEW.outcome IS NOT DISTINCT FROM 'expired')::int - (OLD.outcome IS NOT DISTINCT FROM 'expired')::int);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM stats_claim_apply(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM stats_claim_apply(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What is already there counts in first.
INSERT INTO stats_operator_periods (tenant_id, unit, start, locale, operator_id, sent)
SELECT h.tenant_id, u, date_trunc(u, h.hour, 'UTC'), h.locale, h.sender_id, sum(h.messages)::int
FROM stats_message_hours h, unnest(ARRAY['hour', 'day', 'month']) u
WHERE h.sender_type = 'agent' AND h.sender_id <> ''
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO stats_operator_periods AS p (tenant_id, unit, start, locale, operator_id, replies, within_target)
SELECT r.tenant_id, u, date_trunc(u, r.replied_at, 'UTC'), r.locale, r.operator_id, count(*)::int,
  count(*) FILTER (WHERE r.response_ms <= 120000)::int
FROM stats_responses r, unnest(ARRAY['hour', 'day', 'month']) u
GROUP BY 1, 2, 3, 4, 5
ON CONFLICT ON CONSTRAINT stats_operator_periods_pk DO UPDATE SET
  replies = p.replies + EXCLUDED.replies, within_target = p.within_target + EXCLUDED.within_target;
--> statement-breakpoint
INSERT INTO stats_operator_periods AS p (tenant_id, unit, start, locale, operator_id, claims, claims_answered, claims_expired)
SELECT c.tenant_id, u, date_trunc(u, c.claimed_at, 'UTC'), c.locale, c.operator_id, count(*)::int,
  count(*) FILTER (WHERE c.outcome = 'answered')::int, count(*) FILTER (WHERE c.outcome = 'expired')::int
FROM stats_claims c, unnest(ARRAY['hour', 'day', 'month']) u
GROUP BY 1, 2, 3, 4, 5
ON CONFLICT ON CONSTRAINT stats_operator_periods_pk DO UPDATE SET
  claims = p.claims + EXCLUDED.claims, claims_answered = p.claims_answered + EXCLUDED.claims_answered,
  claims_expired = p.claims_expired + EXCLUDED.claims_expired;
--> statement-breakpoint
INSERT INTO stats_response_buckets (tenant_id, unit, start, locale, operator_id, bucket, responses, total_ms)
SELECT r.tenant_id, u, date_trunc(u, r.replied_at, 'UTC'), r.locale, r.operator_id,
  stats_bucket(r.response_ms), count(*)::int, sum(r.response_ms)::bigint
FROM stats_responses r, unnest(ARRAY['day', 'month']) u
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO stats_answered_chats (tenant_id, unit, start, locale, operator_id, chat_id, responses)
SELECT r.tenant_id, u, date_trunc(u, r.replied_at, 'UTC'), r.locale, r.operator_id, r.chat_id, count(*)::int
FROM stats_responses r, unnest(ARRAY['day', 'month']) u
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO stats_claim_hours (tenant_id, hour, locale, pool, claims)
SELECT c.tenant_id, date_trunc('hour', c.claimed_at, 'UTC'), c.locale, c.pool, count(*)::int
FROM stats_claims c
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO stats_claim_buckets (tenant_id, unit, start, locale, pool, bucket, claims, total_ms)
SELECT c.tenant_id, u, date_trunc(u, c.claimed_at, 'UTC'), c.locale, c.pool,
  CASE WHEN c.waiting_since IS NULL THEN -1
    ELSE stats_bucket(floor(extract(epoch FROM c.claimed_at - c.waiting_since) * 1000)::bigint) END,
  count(*)::int,
  coalesce(sum(floor(extract(epoch FROM c.claimed_at - c.waiting_since) * 1000)), 0)::bigint
FROM stats_claims c, unnest(ARRAY['day', 'month']) u
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE TRIGGER stats_message_hours_change AFTER INSERT OR UPDATE OF messages ON stats_message_hours
  FOR EACH ROW EXECUTE FUNCTION stats_on_message_hours();
--> statement-breakpoint
CREATE TRIGGER stats_response_change AFTER INSERT OR DELETE ON stats_responses
  FOR EACH ROW EXECUTE FUNCTION stats_on_response();
--> statement-breakpoint
CREATE TRIGGER stats_response_update AFTER UPDATE ON stats_responses
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION stats_on_response();
--> statement-breakpoint
CREATE TRIGGER stats_claim_change AFTER INSERT OR DELETE ON stats_claims
  FOR EACH ROW EXECUTE FUNCTION stats_on_claim_change();
--> statement-breakpoint
CREATE TRIGGER stats_claim_update AFTER UPDATE OF tenant_id, locale, pool, operator_id, waiting_since, claimed_at, outcome
  ON stats_claims FOR EACH ROW
  WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.locale IS DISTINCT FROM NEW.locale
    OR OLD.pool IS DISTINCT FROM NEW.pool OR OLD.operator_id IS DISTINCT FROM NEW.operator_id
    OR OLD.waiting_since IS DISTINCT FROM NEW.waiting_since OR OLD.claimed_at IS DISTINCT FROM NEW.claimed_at
    OR OLD.outcome IS DISTINCT FROM NEW.outcome)
  EXECUTE FUNCTION stats_on_claim_change();
