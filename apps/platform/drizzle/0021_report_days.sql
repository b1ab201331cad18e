CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"currency_code" text NOT NULL,
	"casino_ggr" bigint NOT NULL,
	"sports_ggr" bigint NOT NULL,
	"casino_bonus_cost" bigint NOT NULL,
	"sports_bonus_cost" bigint NOT NULL,
	"bonus_cost" bigint NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"active_players" integer NOT NULL,
	"new_players" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_day_currency_code_pk" PRIMARY KEY("day","currency_code")
);
--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_created" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_completed" ON "payments" USING btree ("completed_at") WHERE "payments"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "players_created" ON "players" USING btree ("created_at");
