-- An operator holds at most one claim from here on (chats_one_claim_per_operator). Claims that ran
-- out are given back first, as the sweeper would, and of an operator's live claims (which only a
-- race could have left) the one that lasts longest is kept.
UPDATE "chats" SET "claimed_by" = NULL, "claim_expires_at" = NULL
WHERE "claimed_by" IS NOT NULL AND (
  "claim_expires_at" IS NULL OR "claim_expires_at" <= now() OR "id" NOT IN (
    SELECT DISTINCT ON ("tenant_id", "claimed_by") "id" FROM "chats"
    WHERE "claimed_by" IS NOT NULL
    ORDER BY "tenant_id", "claimed_by", "claim_expires_at" DESC NULLS LAST, "id"
  )
);--> statement-breakpoint
DROP INDEX "chats_claimed_by_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "chats_one_claim_per_operator" ON "chats" USING btree ("tenant_id","claimed_by") WHERE "chats"."claimed_by" is not null;
