CREATE TABLE "jackpot_pools" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"seed" bigint NOT NULL,
	"last_won_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_amount_at_least_seed" CHECK ("jackpot_pools"."amount" >= "jackpot_pools"."seed" and "jackpot_pools"."seed" > 0)
);
--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;
