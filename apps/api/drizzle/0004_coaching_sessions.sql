CREATE TABLE "coaching_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint,
	"topic" text NOT NULL,
	"coach_name" text,
	"notes" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_sessions_status_valid" CHECK ("coaching_sessions"."status" in ('planned','done','cancelled')),
	CONSTRAINT "coaching_sessions_duration_valid" CHECK ("coaching_sessions"."duration_minutes" is null or "coaching_sessions"."duration_minutes" between 1 and 600)
);
--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_sessions_establishment_idx" ON "coaching_sessions" USING btree ("establishment_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "coaching_sessions_patient_idx" ON "coaching_sessions" USING btree ("patient_id","scheduled_at");