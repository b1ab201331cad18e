CREATE TABLE "play_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"winnings" bigint DEFAULT 0 NOT NULL,
	"next_reality_check_at" timestamp with time zone,
	"reality_check_answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"effective_from" timestamp with time zone,
	"pending_amount" bigint,
	"pending_requested_at" timestamp with time zone,
	"pending_confirmable_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" smallint DEFAULT 0 NOT NULL,
	"time_out_period" text,
	"time_out_started_at" timestamp with time zone,
	"time_out_ends_at" timestamp with time zone,
	"self_exclusion_period" text,
	"self_exclusion_started_at" timestamp with time zone,
	"self_exclusion_ends_at" timestamp with time zone,
	"resume_requested_at" timestamp with time zone,
	"resume_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"details" jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_audit" ADD CONSTRAINT "protection_audit_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_sessions_player_started" ON "play_sessions" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_player_kind_period" ON "player_limits" USING btree ("player_id","kind","period");--> statement-breakpoint
CREATE INDEX "protection_audit_player" ON "protection_audit" USING btree ("player_id","id");