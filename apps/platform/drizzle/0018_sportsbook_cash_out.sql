ALTER TABLE "sportsbook_bets" ADD COLUMN "cashed_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "sportsbook_cash_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"value" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"stake_returned" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sportsbook_cash_outs_amounts" CHECK ("sportsbook_cash_outs"."amount" > 0 and "sportsbook_cash_outs"."amount" <= "sportsbook_cash_outs"."value" and "sportsbook_cash_outs"."stake_returned" > 0)
);
--> statement-breakpoint
ALTER TABLE "sportsbook_cash_outs" ADD CONSTRAINT "sportsbook_cash_outs_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_cash_outs_request" ON "sportsbook_cash_outs" USING btree ("bet_id","request_key");--> statement-breakpoint
CREATE OR REPLACE VIEW "public"."bets" AS (select "ledger_entries"."id" as id,
    coalesce("game_rounds"."uuid", "sportsbook_bets"."uuid", md5('ledger-entry:' || "ledger_entries"."id"::text)::uuid) as uuid,
    "accounts"."player_id" as player_id,
    "ledger_entries"."account_id" as account_id,
    "game_rounds"."id" as round_id,
    coalesce("games"."name", "sportsbook_bets"."description") as game_name,
    abs("ledger_entries"."balance_delta") as amount,
    "accounts"."currency_code" as currency_code,
    "currencies"."decimals" as decimals,
    case when "ledger_entries"."type" = 'win' and "ledger_entries"."idempotency_key" like 'sportsbook-bet:%:cash-out:%' then 'cash_out' else "ledger_entries"."type" end as type,
    coalesce("game_rounds"."source", case when "ledger_entries"."reference_type" like 'sportsbook%' then 'sportsbook' else 'casino' end) as source,
    "ledger_entries"."created_at" as created_at
  from "ledger_entries"
  join "accounts" on "accounts"."id" = "ledger_entries"."account_id"
  join "currencies" on "currencies"."code" = "accounts"."currency_code"
  left join "game_rounds" on "ledger_entries"."reference_type" = 'game-round' and ("game_rounds"."uuid"::text) = "ledger_entries"."reference_id"
  left join "games" on "games"."id" = "game_rounds"."game_id"
  left join "sportsbook_bets" on "ledger_entries"."reference_type" = 'sportsbook-bet' and ("sportsbook_bets"."uuid"::text) = "ledger_entries"."reference_id"
  where "ledger_entries"."type" in ('bet', 'win'));