CREATE TABLE "player_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"dob" date NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"currency_code" text NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"marketing_tag" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"kyc_status" text,
	"profile_picture" text,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text DEFAULT 'combined' NOT NULL,
	"currency_code" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_balance_not_negative" CHECK ("accounts"."balance" >= 0),
	CONSTRAINT "accounts_held_not_negative" CHECK ("accounts"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"symbol_native" text NOT NULL,
	"decimals" smallint NOT NULL,
	"available" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"balance_delta" bigint NOT NULL,
	"held_delta" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint NOT NULL,
	"held_after" bigint NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_providers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"player_id" integer,
	"game_id" integer,
	"session_id" uuid,
	"demo" boolean DEFAULT false NOT NULL,
	"currency_code" text,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text DEFAULT 'settled' NOT NULL,
	"source" text DEFAULT 'casino' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."stake" >= 0 and "game_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" integer,
	"auth_session_id" uuid,
	"game_id" integer NOT NULL,
	"demo" boolean NOT NULL,
	"demo_balance" bigint,
	"exit_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "game_sessions_demo_balance" CHECK ("game_sessions"."demo_balance" is null or "game_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"engine" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_preferences" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"bonus_club_sms" boolean DEFAULT false NOT NULL,
	"bonus_club_email" boolean DEFAULT false NOT NULL,
	"win_notifications_email" boolean DEFAULT false NOT NULL,
	"regional_announcements_email" boolean DEFAULT false NOT NULL,
	"announcements" boolean DEFAULT true NOT NULL,
	"feedback_requests" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"expired" boolean DEFAULT false NOT NULL,
	"expiry_time" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "kyc_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "kyc_records_player_id_unique" UNIQUE("player_id")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"lan_code" text NOT NULL,
	"language" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "languages_lan_code_unique" UNIQUE("lan_code")
);
--> statement-breakpoint
CREATE TABLE "locale_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"lan_code" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"lan_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "coin_networks" (
	"coin_code" text NOT NULL,
	"network" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "coin_networks_coin_code_network_pk" PRIMARY KEY("coin_code","network")
);
--> statement-breakpoint
CREATE TABLE "coins" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_pay_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payment_uuid" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_fees" (
	"coin_code" text NOT NULL,
	"network" text NOT NULL,
	"level" text NOT NULL,
	"fee" bigint NOT NULL,
	CONSTRAINT "network_fees_coin_code_network_level_pk" PRIMARY KEY("coin_code","network","level")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text DEFAULT 'CRYPTOPAY' NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"bonus_offer_id" integer,
	"address" text,
	"network" text,
	"network_fee_level" text,
	"received_currency" text,
	"rejection_reason" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"code" text NOT NULL,
	"percentage" numeric(7, 2) NOT NULL,
	"max_amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"condition" text NOT NULL,
	"description" text NOT NULL,
	"duration" integer NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"max_conversion_limit" bigint NOT NULL,
	"end_date" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"payment_id" integer,
	"status" text NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"matched_amount" bigint NOT NULL,
	"wagering_requirement" bigint NOT NULL,
	"amount_wagered" bigint DEFAULT 0 NOT NULL,
	"percentage_cleared" numeric(5, 2) DEFAULT '0' NOT NULL,
	"currency_code" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "sportsbook_bet_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"selection_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"event_name" text NOT NULL,
	"market_name" text NOT NULL,
	"pick_name" text NOT NULL,
	"odds_hundredths" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"request_key" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"system_size" smallint,
	"description" text NOT NULL,
	"stake" bigint NOT NULL,
	"unit_stake" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sportsbook_bets_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "sportsbook_bets_amounts" CHECK ("sportsbook_bets"."stake" > 0 and "sportsbook_bets"."payout" >= 0 and "sportsbook_bets"."potential_payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"status" text DEFAULT 'prematch' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"home_strength" smallint DEFAULT 500 NOT NULL,
	"score_home" smallint DEFAULT 0 NOT NULL,
	"score_away" smallint DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"line_tenths" smallint,
	"status" text DEFAULT 'open' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"pick" text NOT NULL,
	"name" text NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"result" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sportsbook_selections_odds" CHECK ("sportsbook_selections"."odds_hundredths" > 100)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"has_draw" boolean NOT NULL,
	CONSTRAINT "sportsbook_sports_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sportsbook_tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_tokens" ADD CONSTRAINT "player_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_images" ADD CONSTRAINT "game_images_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_auth_session_id_sessions_id_fk" FOREIGN KEY ("auth_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_type_id_game_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."game_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_preferences" ADD CONSTRAINT "player_preferences_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_record_id_kyc_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."kyc_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_files" ADD CONSTRAINT "kyc_files_document_id_kyc_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."kyc_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_files" ADD CONSTRAINT "kyc_files_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_records" ADD CONSTRAINT "kyc_records_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locale_texts" ADD CONSTRAINT "locale_texts_lan_code_languages_lan_code_fk" FOREIGN KEY ("lan_code") REFERENCES "public"."languages"("lan_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "page_descriptions" ADD CONSTRAINT "page_descriptions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_descriptions" ADD CONSTRAINT "page_descriptions_lan_code_languages_lan_code_fk" FOREIGN KEY ("lan_code") REFERENCES "public"."languages"("lan_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "coin_networks" ADD CONSTRAINT "coin_networks_coin_code_coins_code_fk" FOREIGN KEY ("coin_code") REFERENCES "public"."coins"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_fees" ADD CONSTRAINT "network_fees_coin_code_network_coin_networks_coin_code_network_fk" FOREIGN KEY ("coin_code","network") REFERENCES "public"."coin_networks"("coin_code","network") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bonus_offer_id_bonus_offers_id_fk" FOREIGN KEY ("bonus_offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD CONSTRAINT "sportsbook_bet_legs_bet_id_sportsbook_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sportsbook_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD CONSTRAINT "sportsbook_bet_legs_selection_id_sportsbook_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sportsbook_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bet_legs" ADD CONSTRAINT "sportsbook_bet_legs_event_id_sportsbook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sportsbook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_bets" ADD CONSTRAINT "sportsbook_bets_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_events" ADD CONSTRAINT "sportsbook_events_tournament_id_sportsbook_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."sportsbook_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_markets" ADD CONSTRAINT "sportsbook_markets_event_id_sportsbook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sportsbook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_selections" ADD CONSTRAINT "sportsbook_selections_market_id_sportsbook_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sportsbook_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_tournaments" ADD CONSTRAINT "sportsbook_tournaments_sport_id_sportsbook_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sportsbook_sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_lower" ON "players" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_username_lower" ON "players" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "sessions_player" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_type" ON "accounts" USING btree ("player_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency" ON "ledger_entries" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_player_game" ON "favourites" USING btree ("player_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_images_game_position" ON "game_images" USING btree ("game_id","position");--> statement-breakpoint
CREATE INDEX "game_rounds_player_created" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_session" ON "game_rounds" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "game_rounds_uuid_text" ON "game_rounds" USING btree (("uuid"::text));--> statement-breakpoint
CREATE INDEX "game_sessions_player" ON "game_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_game_id" ON "games" USING btree ("provider_id","game_id");--> statement-breakpoint
CREATE INDEX "games_type" ON "games" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "games_name_lower" ON "games" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_lower" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_to_lower" ON "outbox" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "outbox_created" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_current" ON "kyc_documents" USING btree ("record_id","name") WHERE "kyc_documents"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "kyc_documents_record" ON "kyc_documents" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locale_texts_lan_key" ON "locale_texts" USING btree ("lan_code","key");--> statement-breakpoint
CREATE UNIQUE INDEX "page_descriptions_page_lan" ON "page_descriptions" USING btree ("page_id","lan_code");--> statement-breakpoint
CREATE INDEX "page_descriptions_lan" ON "page_descriptions" USING btree ("lan_code");--> statement-breakpoint
CREATE INDEX "payments_player_created" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_type_status_created" ON "payments" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_player_idempotency" ON "payments" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_deposit" ON "payments" USING btree ("player_id") WHERE "payments"."type" = 'deposit' and "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_code_currency" ON "bonus_offers" USING btree (lower("code"),"currency_code");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_created" ON "player_bonuses" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_payment" ON "player_bonuses" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sportsbook_bet_legs_bet" ON "sportsbook_bet_legs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sportsbook_bet_legs_selection" ON "sportsbook_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_bets_request" ON "sportsbook_bets" USING btree ("player_id","request_key","position");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_player_created" ON "sportsbook_bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "sportsbook_bets_status" ON "sportsbook_bets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sportsbook_events_status_start" ON "sportsbook_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sportsbook_markets_event" ON "sportsbook_markets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sportsbook_selections_market" ON "sportsbook_selections" USING btree ("market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sportsbook_tournaments_sport_name" ON "sportsbook_tournaments" USING btree ("sport_id","name");--> statement-breakpoint
CREATE VIEW "public"."bets" AS (select "ledger_entries"."id" as id,
    coalesce("game_rounds"."uuid", "sportsbook_bets"."uuid", md5('ledger-entry:' || "ledger_entries"."id"::text)::uuid) as uuid,
    "accounts"."player_id" as player_id,
    "ledger_entries"."account_id" as account_id,
    "game_rounds"."id" as round_id,
    coalesce("games"."name", "sportsbook_bets"."description") as game_name,
    abs("ledger_entries"."balance_delta") as amount,
    "accounts"."currency_code" as currency_code,
    "currencies"."decimals" as decimals,
    "ledger_entries"."type" as type,
    coalesce("game_rounds"."source", case when "ledger_entries"."reference_type" like 'sportsbook%' then 'sportsbook' else 'casino' end) as source,
    "ledger_entries"."created_at" as created_at
  from "ledger_entries"
  join "accounts" on "accounts"."id" = "ledger_entries"."account_id"
  join "currencies" on "currencies"."code" = "accounts"."currency_code"
  left join "game_rounds" on "ledger_entries"."reference_type" = 'game-round' and ("game_rounds"."uuid"::text) = "ledger_entries"."reference_id"
  left join "games" on "games"."id" = "game_rounds"."game_id"
  left join "sportsbook_bets" on "ledger_entries"."reference_type" = 'sportsbook-bet' and ("sportsbook_bets"."uuid"::text) = "ledger_entries"."reference_id"
  where "ledger_entries"."type" in ('bet', 'win'));