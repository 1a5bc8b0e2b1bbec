CREATE TABLE "prescription_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_program_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"confirmed_by_reeducator_id" uuid,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occasion" text NOT NULL,
	"functional_capacity" smallint,
	"mismatches" jsonb NOT NULL,
	CONSTRAINT "prescription_confirmations_occasion_valid" CHECK ("prescription_confirmations"."occasion" in ('assign', 'modify'))
);
--> statement-breakpoint
ALTER TABLE "prescription_confirmations" ADD CONSTRAINT "prescription_confirmations_patient_program_id_patient_programs_id_fk" FOREIGN KEY ("patient_program_id") REFERENCES "public"."patient_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_confirmations" ADD CONSTRAINT "prescription_confirmations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_confirmations" ADD CONSTRAINT "prescription_confirmations_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_confirmations" ADD CONSTRAINT "prescription_confirmations_confirmed_by_reeducator_id_reeducators_id_fk" FOREIGN KEY ("confirmed_by_reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_confirmations_assignment_idx" ON "prescription_confirmations" USING btree ("patient_program_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "prescription_confirmations_patient_idx" ON "prescription_confirmations" USING btree ("patient_id");