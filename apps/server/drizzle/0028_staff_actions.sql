CREATE TABLE "staff_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_uid" text NOT NULL,
	"kind" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"record_label" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_tenant_at_idx" ON "staff_actions" USING btree ("tenant_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_record_idx" ON "staff_actions" USING btree ("tenant_id","record_type","record_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_actions_actor_idx" ON "staff_actions" USING btree ("tenant_id","actor_uid","at" DESC NULLS LAST);--> statement-breakpoint
-- Issue #31: the record is append-only. The product never updates or deletes a row; this refuses
-- it to anyone else too (a script, a console session), so "who did this" cannot be rewritten.
CREATE FUNCTION staff_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_actions rows are never updated or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER staff_actions_append_only BEFORE UPDATE OR DELETE ON staff_actions
FOR EACH ROW EXECUTE FUNCTION staff_actions_append_only();
