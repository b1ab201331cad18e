ALTER TABLE "payments" ADD COLUMN "lugas_report" text;--> statement-breakpoint
CREATE INDEX "payments_lugas_due" ON "payments" USING btree ("player_id") WHERE "payments"."lugas_report" = 'due';