ALTER TABLE "players" ADD COLUMN "place_of_birth" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birth_name" text;
