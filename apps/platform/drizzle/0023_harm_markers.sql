CREATE TABLE "harm_alert_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"details" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "harm_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"first_action_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "harm_alert_actions" ADD CONSTRAINT "harm_alert_actions_alert_id_harm_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."harm_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harm_alert_actions" ADD CONSTRAINT "harm_alert_actions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harm_alerts" ADD CONSTRAINT "harm_alerts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "harm_alert_actions_alert_at" ON "harm_alert_actions" USING btree ("alert_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "harm_alerts_one_open" ON "harm_alerts" USING btree ("player_id","kind") WHERE "harm_alerts"."state" <> 'closed';--> statement-breakpoint
CREATE INDEX "harm_alerts_state_raised" ON "harm_alerts" USING btree ("state","raised_at");--> statement-breakpoint
CREATE INDEX "harm_alerts_player_raised" ON "harm_alerts" USING btree ("player_id","raised_at");
