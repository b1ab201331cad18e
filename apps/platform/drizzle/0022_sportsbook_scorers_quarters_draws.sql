ALTER TABLE "sportsbook_incidents" ADD COLUMN "scorer" text;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD COLUMN "periods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD COLUMN "slot" smallint;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD COLUMN "period" smallint;
