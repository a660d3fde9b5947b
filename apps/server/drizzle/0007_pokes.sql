CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"domain" text NOT NULL,
	"locale" text NOT NULL,
	"uuid" text NOT NULL,
	"name" text NOT NULL,
	"age" integer,
	"gender" text,
	"has_photo" boolean DEFAULT false NOT NULL,
	"has_text" boolean DEFAULT false NOT NULL,
	"credits_balance" integer DEFAULT 0 NOT NULL,
	"last_paid_at" timestamp with time zone,
	"in_conversation" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"region1" text,
	"region2" text,
	"region3" text,
	"region4" text,
	"locality" text,
	"latitude" double precision,
	"longitude" double precision,
	"build" text,
	"eye_colour" text,
	"hair_colour" text,
	"is_doi" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"snowflake" boolean DEFAULT false NOT NULL,
	"angel" boolean DEFAULT false NOT NULL,
	"duplicate_ip_level" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "pokes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"company" text,
	"agent" jsonb NOT NULL,
	"domain" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"type" text NOT NULL,
	"strategy" text NOT NULL,
	"origin_type" text NOT NULL,
	"scheduled" timestamp with time zone NOT NULL,
	"frequency" jsonb,
	"filters" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"profile" jsonb NOT NULL,
	"targets" jsonb NOT NULL,
	"has_filters" text[],
	"follow_up_parent_id" text,
	"follow_up_index" integer,
	"follow_up_previous_id" text,
	"abuse" jsonb,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pokes" ADD CONSTRAINT "pokes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_audience_idx" ON "customers" USING btree ("tenant_id","domain","last_login_at");--> statement-breakpoint
CREATE INDEX "customers_place_idx" ON "customers" USING btree ("tenant_id","domain","region1","locality");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("tenant_id","domain",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pokes_scheduled_idx" ON "pokes" USING btree ("tenant_id","locale","scheduled");--> statement-breakpoint
CREATE INDEX "pokes_follow_up_idx" ON "pokes" USING btree ("tenant_id","follow_up_parent_id","follow_up_index");--> statement-breakpoint
CREATE INDEX "pokes_domains_idx" ON "pokes" USING gin ("domains");--> statement-breakpoint
-- Customers move from the profiles table (kind 'customer') to their own table, each filter value
-- read from the stored profile where it has one; the values a profile never held get defaults.
INSERT INTO "customers" (
	"id", "tenant_id", "domain", "locale", "uuid", "name", "age", "gender", "has_photo", "has_text",
	"credits_balance", "last_login_at", "region1", "region2", "region3", "region4", "locality",
	"latitude", "longitude", "build", "eye_colour", "hair_colour", "data", "created_at"
)
SELECT "id", "tenant_id", "domain", "locale", "uuid", "name",
	CASE WHEN "data"->>'age' ~ '^\d{1,3}$' THEN ("data"->>'age')::integer END,
	CASE WHEN "data"->>'gender' IN ('male', 'female') THEN "data"->>'gender' END,
	coalesce("data"->>'avatar', '') <> '',
	coalesce("data"->>'about_me', '') <> '',
	CASE WHEN "data"->>'creditsBalance' ~ '^\d{1,9}$' THEN ("data"->>'creditsBalance')::integer ELSE 0 END,
	CASE WHEN "data"->>'last_activity' ~ '^\d{4}-\d{2}-\d{2}' THEN ("data"->>'last_activity')::timestamptz END,
	"geo"->>'region1', "geo"->>'region2', "geo"->>'region3', "geo"->>'region4', "geo"->>'locality',
	CASE WHEN jsonb_typeof("geo"->'latitude') = 'number' THEN ("geo"->>'latitude')::double precision END,
	CASE WHEN jsonb_typeof("geo"->'longitude') = 'number' THEN ("geo"->>'longitude')::double precision END,
	"data"->>'build', "data"->>'eye_colour', "data"->>'hair_colour', "data", "created_at"
FROM (
	SELECT *, CASE jsonb_typeof("data"->'geo') WHEN 'array' THEN "data"->'geo'->0 ELSE "data"->'geo' END AS "geo"
	FROM "profiles" WHERE "kind" = 'customer'
) AS "moved"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "profiles" WHERE "kind" = 'customer';
