-- The sportsbook trading desk (issue 36): a trader's suspension of a market or a whole event holds
-- until a trader resumes it (the simulator's repricing and goal suspensions never reopen it), and a
-- market voided by a trader keeps its reason (a resettlement leaves it void).
ALTER TABLE "sportsbook_events" ADD COLUMN "trader_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD COLUMN "trader_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD COLUMN "void_reason" text;
