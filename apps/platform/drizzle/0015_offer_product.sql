ALTER TABLE "bonus_offers" ADD COLUMN "product" text DEFAULT 'mixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "product" text DEFAULT 'mixed' NOT NULL;--> statement-breakpoint
UPDATE "bonus_offers" SET "product" = 'casino' WHERE "currency_code" = 'GBP';
