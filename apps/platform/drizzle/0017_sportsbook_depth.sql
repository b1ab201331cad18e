ALTER TABLE "sportsbook_events" ADD COLUMN "round" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sportsbook_selections" ADD COLUMN "score_home" smallint;--> statement-breakpoint
ALTER TABLE "sportsbook_selections" ADD COLUMN "score_away" smallint;--> statement-breakpoint
CREATE TABLE "sportsbook_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"minute" smallint NOT NULL,
	"side" text NOT NULL,
	"score_home" smallint NOT NULL,
	"score_away" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sportsbook_incidents" ADD CONSTRAINT "sportsbook_incidents_event_id_sportsbook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sportsbook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sportsbook_incidents_event" ON "sportsbook_incidents" USING btree ("event_id","id");
