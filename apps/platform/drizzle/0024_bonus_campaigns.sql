ALTER TABLE "bonus_offers" ADD COLUMN "start_date" timestamp with time zone;
