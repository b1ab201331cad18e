ALTER TABLE "games" ADD COLUMN "released_on" date;--> statement-breakpoint
CREATE INDEX "game_rounds_created" ON "game_rounds" USING btree ("created_at");
