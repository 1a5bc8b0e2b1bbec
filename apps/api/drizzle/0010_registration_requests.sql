CREATE TABLE "registration_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" uuid,
	CONSTRAINT "registration_requests_status_valid" CHECK ("registration_requests"."status" in ('pending','accepted','refused','cancelled'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "requested_establishment_id" uuid;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_requests_establishment_idx" ON "registration_requests" USING btree ("establishment_id","status");--> statement-breakpoint
CREATE INDEX "registration_requests_patient_idx" ON "registration_requests" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_requests_one_pending" ON "registration_requests" USING btree ("patient_id") WHERE "registration_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_requested_establishment_id_establishments_id_fk" FOREIGN KEY ("requested_establishment_id") REFERENCES "public"."establishments"("id") ON DELETE set null ON UPDATE no action;