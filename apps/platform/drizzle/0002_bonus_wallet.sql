ALTER TABLE "accounts" ADD COLUMN "bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "bonus_delta" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "bonus_after" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "converted_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD COLUMN "player_bonus_id" integer;--> statement-breakpoint
-- Bonuses granted before the bonus wallet: their match (or what is left of the balance) becomes bonus money.
UPDATE "accounts" SET "bonus" = LEAST("accounts"."balance", "player_bonuses"."matched_amount") FROM "player_bonuses" WHERE "player_bonuses"."player_id" = "accounts"."player_id" AND "player_bonuses"."status" = 'active' AND "accounts"."type" = 'combined';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_bonus_within_balance" CHECK ("accounts"."bonus" >= 0 and "accounts"."bonus" <= "accounts"."balance");