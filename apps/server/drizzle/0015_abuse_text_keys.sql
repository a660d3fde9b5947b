CREATE TABLE "abuse_text_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"keys" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abuse_text_keys" ADD CONSTRAINT "abuse_text_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abuse_text_keys_keys_idx" ON "abuse_text_keys" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "abuse_text_keys_time_idx" ON "abuse_text_keys" USING btree ("tenant_id","created_at");