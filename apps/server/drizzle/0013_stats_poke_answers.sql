CREATE TABLE "stats_poke_answers" (
	"poke_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"site" text NOT NULL,
	"chat_id" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stats_poke_answers_pk" PRIMARY KEY("poke_id","customer_id")
);
--> statement-breakpoint
CREATE INDEX "stats_poke_answers_site_idx" ON "stats_poke_answers" USING btree ("poke_id","site");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): the message trigger of 0010_stats /
-- 0012_stats_volume also records poke answers. A customer message in a chat whose origin is a poke
-- answers that poke's delivery to the chat's customer when the delivery was sent to this chat
-- before the message; the first such message only (primary key). Keep this part when the
-- migration is regenerated.
CREATE OR REPLACE FUNCTION stats_on_message_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chat_domain text;
  chat_origin jsonb;
  chat_customer text;
  waited timestamptz;
BEGIN
  SELECT coalesce(c.domain, ''), c.origin, c.customer->>'id' INTO chat_domain, chat_origin, chat_customer
  FROM chats c WHERE c.id = NEW.chat_id;
  chat_domain := coalesce(chat_domain, '');
  INSERT INTO stats_message_hours AS h (tenant_id, hour, locale, domain, sender_type, sender_id, messages)
  VALUES (
    NEW.tenant_id, date_trunc('hour', NEW.created_at, 'UTC'), NEW.locale, chat_domain, NEW.sender_type,
    CASE WHEN NEW.sender_type = 'agent' THEN coalesce(NEW.sender_id, '') ELSE '' END, 1
  )
  ON CONFLICT ON CONSTRAINT stats_message_hours_pk DO UPDATE SET messages = h.messages + 1;
  INSERT INTO stats_message_volume AS v (tenant_id, hour, locale, domain, sender_type, messages)
  VALUES (NEW.tenant_id, date_trunc('hour', NEW.created_at, 'UTC'), NEW.locale, chat_domain, NEW.sender_type, 1)
  ON CONFLICT ON CONSTRAINT stats_message_volume_pk DO UPDATE SET messages = v.messages + 1;
  IF NEW.sender_type = 'customer' THEN
    INSERT INTO stats_pending_waits (chat_id, since) VALUES (NEW.chat_id, NEW.created_at)
    ON CONFLICT (chat_id) DO NOTHING;
    IF chat_origin->>'type' = 'poke' AND chat_origin->>'pokeId' IS NOT NULL AND chat_customer IS NOT NULL THEN
      INSERT INTO stats_poke_answers
        (poke_id, customer_id, tenant_id, site, chat_id, delivered_at, answered_at)
      SELECT d.poke_id, d.customer_id, d.tenant_id, d.site, d.chat_id, d.created_at, NEW.created_at
      FROM poke_deliveries d
      WHERE d.poke_id = chat_origin->>'pokeId' AND d.customer_id = chat_customer
        AND d.outcome = 'sent' AND d.chat_id = NEW.chat_id AND d.created_at < NEW.created_at
      ON CONFLICT ON CONSTRAINT stats_poke_answers_pk DO NOTHING;
    END IF;
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
-- Answers given before this migration: each sent delivery's first customer message in its chat
-- after it (without the rule that a later poke in the chat takes the answers after it).
INSERT INTO stats_poke_answers (poke_id, customer_id, tenant_id, site, chat_id, delivered_at, answered_at)
SELECT d.poke_id, d.customer_id, d.tenant_id, d.site, d.chat_id, d.created_at, a.created_at
FROM poke_deliveries d
JOIN LATERAL (
  SELECT m.created_at FROM messages m
  WHERE m.chat_id = d.chat_id AND m.sender_type = 'customer' AND m.created_at > d.created_at
  ORDER BY m.created_at LIMIT 1
) a ON true
WHERE d.outcome = 'sent' AND d.chat_id IS NOT NULL
ON CONFLICT ON CONSTRAINT stats_poke_answers_pk DO NOTHING;
