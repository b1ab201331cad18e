ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
CREATE INDEX "payments_deposit_sweep" ON "payments" USING btree ("status","expires_at") WHERE "payments"."type" = 'deposit' and "payments"."status" in ('pending', 'held', 'refunding');