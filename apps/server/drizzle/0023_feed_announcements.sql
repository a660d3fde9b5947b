-- Hand-written (drizzle-kit does not generate functions): every write to a chat row announces
-- itself on the change feed's NOTIFY channel from inside its own transaction, so PostgreSQL
-- delivers the announcement exactly when the write commits and never when it rolls back, whichever
-- code made it (a claim, a release, the sweeper, a reply, a poke's delivery, a fixture). The
-- payload is a reference, not the row: each server process reads the chats it hears of and tells
-- its live queries (src/live/feed.ts, `resolveRefs`). Its frame is the feed's
-- `node:seq:part:parts:json`, with the node `db` that no server process has.
CREATE OR REPLACE FUNCTION switchboard_announce_chat() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('switchboard_feed', 'db:0:0:1:' || json_build_object(
    'topic', 'chats', 'tenantId', r.tenant_id, 'locale', r.locale,
    'ref', json_build_object('id', r.id, 'op', TG_OP))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chats_announce_insert_delete AFTER INSERT OR DELETE ON chats
  FOR EACH ROW EXECUTE FUNCTION switchboard_announce_chat();
--> statement-breakpoint
CREATE TRIGGER chats_announce_update AFTER UPDATE ON chats
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION switchboard_announce_chat();
