CREATE TABLE "abuse_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"item_id" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"batch_id" text
);
--> statement-breakpoint
CREATE TABLE "flagged_items" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"chat_id" text,
	"sender_id" text NOT NULL,
	"sender_name" text,
	"text" text NOT NULL,
	"text_key" text NOT NULL,
	"matched_words" text[] NOT NULL,
	"item_created_at" timestamp with time zone NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"checked_by" text,
	"checked_at" timestamp with time zone,
	"reason" text,
	"batch_id" text,
	"remediation" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reported_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"chat_id" text NOT NULL,
	"message_id" text NOT NULL,
	"sender_type" text NOT NULL,
	"category" text NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"reported_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abuse_words" ADD COLUMN "match_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Words stored before matching existed: their tokens, as near as SQL gets without unaccent (the
-- server writes domain `abuseWordMatchKey` for every word added since).
UPDATE "abuse_words" SET "match_key" = trim(regexp_replace(lower("value"), '[^[:alnum:]]+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "flagged_items" ADD CONSTRAINT "flagged_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_messages" ADD CONSTRAINT "reported_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abuse_audit_item_idx" ON "abuse_audit" USING btree ("item_id","at");--> statement-breakpoint
CREATE INDEX "abuse_audit_batch_idx" ON "abuse_audit" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "flagged_items_queue_idx" ON "flagged_items" USING btree ("tenant_id","locale","item_created_at","id") WHERE "flagged_items"."status" in ('pending', 'claimed');--> statement-breakpoint
CREATE INDEX "flagged_items_history_idx" ON "flagged_items" USING btree ("tenant_id","checked_at") WHERE "flagged_items"."status" in ('safe', 'abuse');--> statement-breakpoint
CREATE INDEX "flagged_items_sender_idx" ON "flagged_items" USING btree ("tenant_id","sender_id");--> statement-breakpoint
CREATE INDEX "flagged_items_text_idx" ON "flagged_items" USING btree ("tenant_id","text_key");--> statement-breakpoint
CREATE INDEX "flagged_items_batch_idx" ON "flagged_items" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "reported_messages_list_idx" ON "reported_messages" USING btree ("tenant_id","locale","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reported_messages_once_idx" ON "reported_messages" USING btree ("tenant_id","message_id","reported_by");--> statement-breakpoint
CREATE INDEX "abuse_words_match_idx" ON "abuse_words" USING btree ("tenant_id","match_key","locale");