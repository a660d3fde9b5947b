CREATE TABLE "announcement_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"emoji" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"locale" text NOT NULL,
	"message" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "screen_views" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_uid" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"show_until_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "announcement_topics" ADD CONSTRAINT "announcement_topics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_topic_id_announcement_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."announcement_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notifications" ADD CONSTRAINT "system_notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_topics_tenant_locale_idx" ON "announcement_topics" USING btree ("tenant_id","locale");--> statement-breakpoint
CREATE INDEX "announcements_tenant_locale_idx" ON "announcements" USING btree ("tenant_id","locale");--> statement-breakpoint
CREATE INDEX "screen_views_tenant_viewed_idx" ON "screen_views" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "system_notifications_tenant_created_idx" ON "system_notifications" USING btree ("tenant_id","created_at");