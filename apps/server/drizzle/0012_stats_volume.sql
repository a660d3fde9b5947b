CREATE TABLE "stats_message_volume" (
	"tenant_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"domain" text NOT NULL,
	"sender_type" text NOT NULL,
	"messages" integer NOT NULL,
	CONSTRAINT "stats_message_volume_pk" PRIMARY KEY("tenant_id","hour","locale","domain","sender_type")
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers): the message trigger of 0010_stats
-- also counts into stats_message_volume. Keep this part when the migration is regenerated.
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
  INSERT INTO stats_message_volume AS v (tenant_id, hour, locale, domain, sender_type, messages)
  VALUES (NEW.tenant_id, date_trunc('hour', NEW.created_at, 'UTC'), NEW.locale, chat_domain, NEW.sender_type, 1)
  ON CONFLICT ON CONSTRAINT stats_message_volume_pk DO UPDATE SET messages = v.messages + 1;
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
-- Messages counted so far move over from the per-operator hours.
INSERT INTO stats_message_volume (tenant_id, hour, locale, domain, sender_type, messages)
SELECT tenant_id, hour, locale, domain, sender_type, sum(messages)::int
FROM stats_message_hours
GROUP BY 1, 2, 3, 4, 5;
