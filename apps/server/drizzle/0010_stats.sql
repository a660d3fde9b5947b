CREATE TABLE "stats_claims" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"pool" text NOT NULL,
	"chat_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"waiting_since" timestamp with time zone,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "stats_message_hours" (
	"tenant_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"domain" text NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" text NOT NULL,
	"messages" integer NOT NULL,
	CONSTRAINT "stats_message_hours_pk" PRIMARY KEY("tenant_id","hour","locale","domain","sender_type","sender_id")
);
--> statement-breakpoint
CREATE TABLE "stats_pending_waits" (
	"chat_id" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_presence_sessions" (
	"socket_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"uid" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"disconnected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stats_responses" (
	"message_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"domain" text NOT NULL,
	"chat_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"replied_at" timestamp with time zone NOT NULL,
	"response_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stats_pending_waits" ADD CONSTRAINT "stats_pending_waits_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_claims_time_idx" ON "stats_claims" USING btree ("tenant_id","claimed_at");--> statement-breakpoint
CREATE INDEX "stats_claims_operator_idx" ON "stats_claims" USING btree ("tenant_id","operator_id","claimed_at");--> statement-breakpoint
CREATE INDEX "stats_claims_open_idx" ON "stats_claims" USING btree ("chat_id") WHERE "stats_claims"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "stats_presence_sessions_user_idx" ON "stats_presence_sessions" USING btree ("tenant_id","uid","connected_at");--> statement-breakpoint
CREATE INDEX "stats_responses_time_idx" ON "stats_responses" USING btree ("tenant_id","replied_at");--> statement-breakpoint
CREATE INDEX "stats_responses_operator_idx" ON "stats_responses" USING btree ("tenant_id","operator_id","replied_at");--> statement-breakpoint
CREATE INDEX "chats_recent_idx" ON "chats" USING btree ("tenant_id","locale","last_message_at","id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): the statistics tables are kept up
-- to date in the transaction of every write; see src/db/stats-schema.ts and
-- src/statistics/FIGURES.md. Keep this part when the migration is regenerated.
CREATE OR REPLACE FUNCTION stats_on_message_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chat_domain text;
  waited timestamptz;
BEGIN
  SELECT coalesce(c.domain, '') INTO chat_domain FROM chats c WHERE c.id = NEW.chat_id;
  chat_domain := coalesce(chat_domain, '');
  INSERT INTO stats_message_hours AS h (tenant_id, hour, locale, domain, sender_type, sender_id, messages)
  VALUES (
    NEW.tenant_id, date_trunc('hour', NEW.created_at, 'UTC'), NEW.locale, chat_domain, NEW.sender_type,
    CASE WHEN NEW.sender_type = 'agent' THEN coalesce(NEW.sender_id, '') ELSE '' END, 1
  )
  ON CONFLICT ON CONSTRAINT stats_message_hours_pk DO UPDATE SET messages = h.messages + 1;
  IF NEW.sender_type = 'customer' THEN
    INSERT INTO stats_pending_waits (chat_id, since) VALUES (NEW.chat_id, NEW.created_at)
    ON CONFLICT (chat_id) DO NOTHING;
  ELSIF NEW.sender_type = 'agent' AND NEW.sender_id IS NOT NULL THEN
    DELETE FROM stats_pending_waits WHERE chat_id = NEW.chat_id RETURNING since INTO waited;
    IF waited IS NOT NULL AND waited <= NEW.created_at THEN
      INSERT INTO stats_responses
        (message_id, tenant_id, locale, domain, chat_id, operator_id, waiting_since, replied_at, response_ms)
      VALUES (
        NEW.id, NEW.tenant_id, NEW.locale, chat_domain, NEW.chat_id, NEW.sender_id, waited, NEW.created_at,
        least(floor(extract(epoch FROM NEW.created_at - waited) * 1000), 2147483647)::int
      )
      ON CONFLICT (message_id) DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_message_insert AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION stats_on_message_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_on_chat_claim() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  answered boolean := NEW.last_sender_type = 'agent'
    AND NEW.last_message_at IS DISTINCT FROM OLD.last_message_at;
  expired boolean := OLD.claim_expires_at IS NOT NULL AND OLD.claim_expires_at <= now();
BEGIN
  IF OLD.claimed_by IS NOT NULL THEN
    UPDATE stats_claims SET
      outcome = CASE WHEN answered THEN 'answered' WHEN expired THEN 'expired' ELSE 'released' END,
      ended_at = greatest(claimed_at, CASE
        WHEN answered THEN NEW.last_message_at
        WHEN expired THEN OLD.claim_expires_at
        ELSE now() END)
    WHERE chat_id = OLD.id AND ended_at IS NULL;
  END IF;
  IF NEW.claimed_by IS NOT NULL THEN
    INSERT INTO stats_claims (tenant_id, locale, pool, chat_id, operator_id, waiting_since, claimed_at, expires_at)
    VALUES (
      NEW.tenant_id, NEW.locale, NEW.pool, NEW.id, NEW.claimed_by,
      coalesce(
        (SELECT w.since FROM stats_pending_waits w WHERE w.chat_id = NEW.id),
        CASE WHEN NEW.last_sender_type IN ('customer', 'trigger') THEN NEW.last_message_at END
      ),
      now(), NEW.claim_expires_at
    );
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_chat_claim AFTER UPDATE OF claimed_by ON chats
  FOR EACH ROW WHEN (OLD.claimed_by IS DISTINCT FROM NEW.claimed_by)
  EXECUTE FUNCTION stats_on_chat_claim();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_on_presence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_presence_sessions (socket_id, tenant_id, uid, connected_at)
    VALUES (NEW.socket_id, NEW.tenant_id, NEW.uid, NEW.connected_at)
    ON CONFLICT (socket_id) DO NOTHING;
  ELSE
    UPDATE stats_presence_sessions SET disconnected_at = greatest(connected_at, now())
    WHERE socket_id = OLD.socket_id AND disconnected_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_presence AFTER INSERT OR DELETE ON presence_sockets
  FOR EACH ROW EXECUTE FUNCTION stats_on_presence();
--> statement-breakpoint
-- Messages already stored count in the hourly volumes (first responses and claims start now).
INSERT INTO stats_message_hours (tenant_id, hour, locale, domain, sender_type, sender_id, messages)
SELECT m.tenant_id, date_trunc('hour', m.created_at, 'UTC'), m.locale, coalesce(c.domain, ''), m.sender_type,
  CASE WHEN m.sender_type = 'agent' THEN coalesce(m.sender_id, '') ELSE '' END, count(*)::int
FROM messages m JOIN chats c ON c.id = m.chat_id
GROUP BY 1, 2, 3, 4, 5, 6;
