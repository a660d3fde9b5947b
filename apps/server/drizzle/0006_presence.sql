CREATE TABLE "presence_sockets" (
	"socket_id" text PRIMARY KEY NOT NULL,
	"node" text NOT NULL,
	"tenant_id" text NOT NULL,
	"uid" text NOT NULL,
	"sid" text,
	"name" text NOT NULL,
	"geos" text[] NOT NULL,
	"roles" text[] NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_nodes" (
	"node" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presence_sockets" ADD CONSTRAINT "presence_sockets_node_server_nodes_node_fk" FOREIGN KEY ("node") REFERENCES "public"."server_nodes"("node") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_sockets_tenant_idx" ON "presence_sockets" USING btree ("tenant_id","uid");--> statement-breakpoint
CREATE INDEX "presence_sockets_node_idx" ON "presence_sockets" USING btree ("node");