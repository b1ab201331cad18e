ALTER TABLE "sportsbook_events" ADD COLUMN "games_home" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD COLUMN "games_away" smallint DEFAULT 0 NOT NULL;