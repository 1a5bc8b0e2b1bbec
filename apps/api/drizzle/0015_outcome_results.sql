CREATE TABLE "outcome_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"measure_key" text NOT NULL,
	"value" double precision NOT NULL,
	"measured_on" date NOT NULL,
	"walking_aid" text DEFAULT 'none' NOT NULL,
	"assistance" text DEFAULT 'none' NOT NULL,
	"with_device" boolean DEFAULT false NOT NULL,
	"comment" text,
	"measured_by_user_id" uuid NOT NULL,
	"measured_by_role" text DEFAULT 'rehabilitator' NOT NULL,
	"session_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"struck_at" timestamp with time zone,
	"struck_by_user_id" uuid,
	"struck_reason" text,
	CONSTRAINT "outcome_results_measure_valid" CHECK ("outcome_results"."measure_key" in ('tenMetreWalkComfortable','tenMetreWalkFast','timedUpAndGo','sixMinuteWalk','fiveTimesSitToStand','bergBalanceScale','functionalAmbulationCategories')),
	CONSTRAINT "outcome_results_walking_aid_valid" CHECK ("outcome_results"."walking_aid" in ('none','cane','walker','other')),
	CONSTRAINT "outcome_results_assistance_valid" CHECK ("outcome_results"."assistance" in ('none','standby','physical')),
	CONSTRAINT "outcome_results_measured_by_role_valid" CHECK ("outcome_results"."measured_by_role" in ('rehabilitator','patient')),
	CONSTRAINT "outcome_results_strike_complete" CHECK (("outcome_results"."struck_at" is null) = ("outcome_results"."struck_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "outcome_results" ADD CONSTRAINT "outcome_results_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_results" ADD CONSTRAINT "outcome_results_measured_by_user_id_users_id_fk" FOREIGN KEY ("measured_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_results" ADD CONSTRAINT "outcome_results_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_results" ADD CONSTRAINT "outcome_results_struck_by_user_id_users_id_fk" FOREIGN KEY ("struck_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outcome_results_patient_idx" ON "outcome_results" USING btree ("patient_id","measure_key","measured_on");