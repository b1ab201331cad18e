CREATE TABLE "balance_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"ledger_entry_id" bigint
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_tags" (
	"player_id" integer NOT NULL,
	"tag" text NOT NULL,
	"added_by" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_tags_player_id_tag_pk" PRIMARY KEY("player_id","tag")
);
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tags" ADD CONSTRAINT "player_tags_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tags" ADD CONSTRAINT "player_tags_added_by_staff_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_player_requested" ON "balance_adjustments" USING btree ("player_id","requested_at");--> statement-breakpoint
CREATE INDEX "balance_adjustments_pending" ON "balance_adjustments" USING btree ("requested_at") WHERE "balance_adjustments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_ledger_entry" ON "balance_adjustments" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "player_notes_player_created" ON "player_notes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_tags_tag" ON "player_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "players_email_prefix" ON "players" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_username_prefix" ON "players" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_first_name_prefix" ON "players" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_last_name_prefix" ON "players" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_full_name_prefix" ON "players" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_withdrawal_address" ON "payments" USING btree ("address") WHERE "payments"."type" = 'withdrawal';