CREATE TABLE "abuse_words" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"value" text NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"concerning" text NOT NULL,
	"category" text,
	"content" jsonb,
	"created_by" text NOT NULL,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"domain" text,
	"customer" jsonb,
	"profile" jsonb,
	"is_conversation" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message" jsonb,
	"last_message_at" timestamp with time zone,
	"last_message_is_free" boolean DEFAULT false NOT NULL,
	"last_sender_type" text,
	"pool" text DEFAULT 'NSFW' NOT NULL,
	"claimed_by" text,
	"claim_expires_at" timestamp with time zone,
	"origin" jsonb,
	"trigger" jsonb,
	"used_attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"previous_message" text,
	"content" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'normal' NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" text,
	"sender_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted" jsonb,
	"attachment" jsonb,
	"imported" boolean DEFAULT false NOT NULL,
	"masked_content" text,
	"abuse_modification_data" jsonb
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"uuid" text NOT NULL,
	"domain" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"message_id" text NOT NULL,
	"suggestion" text NOT NULL,
	"wanted_image" boolean DEFAULT false NOT NULL,
	"image_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abuse_words" ADD CONSTRAINT "abuse_words_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_logs" ADD CONSTRAINT "chat_logs_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abuse_words_unique_idx" ON "abuse_words" USING btree ("tenant_id","locale",lower("value"));--> statement-breakpoint
CREATE INDEX "chat_logs_chat_idx" ON "chat_logs" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "chats_queue_idx" ON "chats" USING btree ("tenant_id","locale","pool","last_message_at");--> statement-breakpoint
CREATE INDEX "chats_claimed_by_idx" ON "chats" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "messages_chat_created_idx" ON "messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_tenant_kind_domain_idx" ON "profiles" USING btree ("tenant_id","kind","domain");--> statement-breakpoint
CREATE INDEX "suggestions_chat_idx" ON "suggestions" USING btree ("chat_id","created_at");