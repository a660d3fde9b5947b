-- Hand-written (no schema change): the message volumes (stats_message_hours, stats_message_volume)
-- are counted once per INSERT statement, grouped, from its transition table, instead of once per
-- row. A poke batch writes thousands of messages of one sender in one statement: per row, each
-- bumped the same rollup rows (and, through stats_message_hours' trigger, the operator periods)
-- thousands of times. The per-row trigger keeps what depends on the order of a chat's messages
-- (waits, first responses, poke answers) and reads the chat only when it needs it.
CREATE OR REPLACE FUNCTION stats_on_message_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chat_domain text;
  chat_origin jsonb;
  chat_customer text;
  waited timestamptz;
BEGIN
  IF NEW.sender_type = 'customer' THEN
    INSERT INTO stats_pending_waits (chat_id, since) VALUES (NEW.chat_id, NEW.created_at)
    ON CONFLICT (chat_id) DO NOTHING;
    SELECT c.origin, c.customer->>'id' INTO chat_origin, chat_customer FROM chats c WHERE c.id = NEW.chat_id;
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
      SELECT coalesce(c.domain, '') INTO chat_domain FROM chats c WHERE c.id = NEW.chat_id;
      INSERT INTO stats_responses
        (message_id, tenant_id, locale, domain, chat_id, operator_id, waiting_since, replied_at, response_ms)
      VALUES (
        NEW.id, NEW.tenant_id, NEW.locale, coalesce(chat_domain, ''), NEW.chat_id, NEW.sender_id, waited,
        NEW.created_at, least(floor(extract(epoch FROM NEW.created_at - waited) * 1000), 2147483647)::int
      )
      ON CONFLICT (message_id) DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_on_messages_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_message_hours AS h (tenant_id, hour, locale, domain, sender_type, sender_id, messages)
  SELECT n.tenant_id, date_trunc('hour', n.created_at, 'UTC'), n.locale, coalesce(c.domain, ''), n.sender_type,
    CASE WHEN n.sender_type = 'agent' THEN coalesce(n.sender_id, '') ELSE '' END, count(*)::int
  FROM new_messages n LEFT JOIN chats c ON c.id = n.chat_id
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT stats_message_hours_pk DO UPDATE SET messages = h.messages + EXCLUDED.messages;
  INSERT INTO stats_message_volume AS v (tenant_id, hour, locale, domain, sender_type, messages)
  SELECT n.tenant_id, date_trunc('hour', n.created_at, 'UTC'), n.locale, coalesce(c.domain, ''), n.sender_type,
    count(*)::int
  FROM new_messages n LEFT JOIN chats c ON c.id = n.chat_id
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT stats_message_volume_pk DO UPDATE SET messages = v.messages + EXCLUDED.messages;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stats_messages_inserted AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION stats_on_messages_inserted();
