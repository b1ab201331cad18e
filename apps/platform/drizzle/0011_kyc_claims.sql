CREATE TABLE "kyc_claims" (
	"record_id" integer PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "rejection_final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "kyc_claims" ADD CONSTRAINT "kyc_claims_record_id_kyc_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."kyc_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_claims" ADD CONSTRAINT "kyc_claims_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;