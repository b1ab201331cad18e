-- A stake reads the player's active bonus only when there is one (issue 34): the account row says
-- so, kept by a trigger on player_bonuses in the transaction that grants or ends a bonus. A stake
-- locks its account row first; the lock's statement reads the row's latest committed version, so
-- it sees the flag of a grant it waited for (a bonus read in the same statement would not see the
-- bonus row: see docs/performance.md, fourth pass).
ALTER TABLE "accounts" ADD COLUMN "has_active_bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "accounts" SET "has_active_bonus" = true WHERE "player_id" IN (SELECT "player_id" FROM "player_bonuses" WHERE "status" = 'active');--> statement-breakpoint
CREATE FUNCTION "accounts_keep_active_bonus"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
  in_progress boolean;
BEGIN
  FOREACH owner IN ARRAY (CASE
      WHEN TG_OP = 'INSERT' THEN ARRAY[NEW.player_id]
      WHEN TG_OP = 'DELETE' OR OLD.player_id = NEW.player_id THEN ARRAY[OLD.player_id]
      ELSE ARRAY[OLD.player_id, NEW.player_id] END) LOOP
    in_progress := EXISTS (SELECT 1 FROM "player_bonuses" WHERE "player_id" = owner AND "status" = 'active');
    UPDATE "accounts" SET "has_active_bonus" = in_progress
      WHERE "player_id" = owner AND "has_active_bonus" IS DISTINCT FROM in_progress;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "player_bonuses_keep_account_flag" AFTER INSERT OR DELETE OR UPDATE OF "status", "player_id" ON "player_bonuses" FOR EACH ROW EXECUTE FUNCTION "accounts_keep_active_bonus"();
