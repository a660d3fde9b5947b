CREATE TABLE "stats_answered_firsts" (
	"tenant_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"prev_month" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "stats_answered_firsts_pk" PRIMARY KEY("tenant_id","operator_id","month","locale","prev_month")
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate functions): stats_answered_firsts counts the
-- month rows of stats_answered_chats per (operator, month, locale, the pair's previous month), kept
-- as month rows are inserted or deleted and as 0021's trigger sets their prev_start. Chats
-- answered over whole months then sum a few rows per operator and month instead of counting one
-- row per chat (src/statistics/FIGURES.md). Keep this part when the migration is regenerated.
CREATE OR REPLACE FUNCTION stats_answered_firsts_add(t text, op text, m timestamptz, loc text, prev timestamptz, sign int)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_answered_firsts AS f (tenant_id, operator_id, month, locale, prev_month, n)
  VALUES (t, op, m, loc, coalesce(prev, '-infinity'), sign)
  ON CONFLICT ON CONSTRAINT stats_answered_firsts_pk DO UPDATE SET n = f.n + EXCLUDED.n;
  IF sign < 0 THEN
    DELETE FROM stats_answered_firsts
    WHERE tenant_id = t AND operator_id = op AND month = m AND locale = loc
      AND prev_month = coalesce(prev, '-infinity') AND n <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_on_answered_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.unit = 'month' THEN
    PERFORM stats_answered_firsts_add(OLD.tenant_id, OLD.operator_id, OLD.start, OLD.locale, OLD.prev_start, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.unit = 'month' THEN
    PERFORM stats_answered_firsts_add(NEW.tenant_id, NEW.operator_id, NEW.start, NEW.locale, NEW.prev_start, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_answered_month_insert AFTER INSERT ON stats_answered_chats
  FOR EACH ROW WHEN (NEW.unit = 'month') EXECUTE FUNCTION stats_on_answered_month();
--> statement-breakpoint
CREATE TRIGGER stats_answered_month_delete AFTER DELETE ON stats_answered_chats
  FOR EACH ROW WHEN (OLD.unit = 'month') EXECUTE FUNCTION stats_on_answered_month();
--> statement-breakpoint
-- A response's upsert changes only `responses`: this one fires when 0021 moves a month row's
-- previous month (or anything else a month row is counted by changes).
CREATE TRIGGER stats_answered_month_update AFTER UPDATE ON stats_answered_chats
  FOR EACH ROW WHEN ((OLD.unit = 'month' OR NEW.unit = 'month')
    AND (OLD.tenant_id, OLD.operator_id, OLD.start, OLD.locale, OLD.prev_start, OLD.unit)
      IS DISTINCT FROM (NEW.tenant_id, NEW.operator_id, NEW.start, NEW.locale, NEW.prev_start, NEW.unit))
  EXECUTE FUNCTION stats_on_answered_month();
--> statement-breakpoint
-- The month rows already there.
INSERT INTO stats_answered_firsts (tenant_id, operator_id, month, locale, prev_month, n)
SELECT tenant_id, operator_id, start, locale, coalesce(prev_start, '-infinity'), count(*)
FROM stats_answered_chats WHERE unit = 'month'
GROUP BY tenant_id, operator_id, start, locale, coalesce(prev_start, '-infinity');
