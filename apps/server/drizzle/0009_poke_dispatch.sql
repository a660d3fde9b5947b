CREATE TABLE "poke_deliveries" (
	"poke_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"run_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"site" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"chat_id" text,
	"message_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "poke_deliveries_poke_id_customer_id_pk" PRIMARY KEY("poke_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "poke_run_sites" (
	"run_id" text NOT NULL,
	"site" text NOT NULL,
	"poke_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"state" text NOT NULL,
	"estimate" integer NOT NULL,
	"cursor" text DEFAULT '' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "poke_run_sites_run_id_site_pk" PRIMARY KEY("run_id","site")
);
--> statement-breakpoint
CREATE TABLE "poke_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"poke_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "poke_run_sites" ADD CONSTRAINT "poke_run_sites_run_id_poke_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."poke_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poke_deliveries_site_idx" ON "poke_deliveries" USING btree ("tenant_id","site","created_at");--> statement-breakpoint
CREATE INDEX "poke_deliveries_created_idx" ON "poke_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "poke_run_sites_state_idx" ON "poke_run_sites" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "poke_runs_due_idx" ON "poke_runs" USING btree ("poke_id","due_at");--> statement-breakpoint
CREATE INDEX "poke_runs_state_idx" ON "poke_runs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "chats_customer_profile_idx" ON "chats" USING btree ("tenant_id",("customer"->>'id'),("profile"->>'id'));--> statement-breakpoint
CREATE INDEX "customers_site_id_idx" ON "customers" USING btree ("tenant_id","domain","id");--> statement-breakpoint
CREATE INDEX "pokes_due_idx" ON "pokes" USING btree ("status","scheduled");