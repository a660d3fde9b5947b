DROP INDEX "flagged_items_queue_idx";--> statement-breakpoint
CREATE INDEX "flagged_items_claim_idx" ON "flagged_items" USING btree ("tenant_id","claimed_by") WHERE "flagged_items"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "flagged_items_queue_idx" ON "flagged_items" USING btree ("tenant_id","item_created_at","id") WHERE "flagged_items"."status" in ('pending', 'claimed');