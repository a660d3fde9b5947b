ALTER TABLE "flagged_items" ADD COLUMN "profile_name" text;--> statement-breakpoint
-- Issue #28: a flagged operator message's sender is the operator, and the profile it was written
-- as has its own column. Rows flagged before kept the message's sender name (the profile's):
-- that becomes the profile name (the chat's profile, else the message's sender name) ...
UPDATE "flagged_items" AS f
SET "profile_name" = coalesce(nullif(c."profile"->>'name', ''), m."sender_name")
FROM "messages" AS m
LEFT JOIN "chats" AS c ON c."id" = m."chat_id"
WHERE f."kind" = 'message' AND m."id" = f."id" AND f."profile_name" IS NULL;--> statement-breakpoint
-- ... and the sender name the operator's (their name, else their e-mail; a deleted operator's
-- row keeps what it had).
UPDATE "flagged_items" AS f
SET "sender_name" = coalesce(nullif(u."display_name", ''), u."email")
FROM "users" AS u
WHERE f."kind" = 'message' AND u."uid" = f."sender_id" AND u."tenant_id" = f."tenant_id";
