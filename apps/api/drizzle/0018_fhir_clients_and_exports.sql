CREATE TABLE "fhir_client_assertions" (
	"client_id" uuid NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fhir_client_assertions_client_id_jti_pk" PRIMARY KEY("client_id","jti")
);
--> statement-breakpoint
CREATE TABLE "fhir_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"jwks" jsonb,
	"jwks_url" text,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" uuid,
	CONSTRAINT "fhir_clients_one_key_source" CHECK (("fhir_clients"."jwks" is null) <> ("fhir_clients"."jwks_url" is null)),
	CONSTRAINT "fhir_clients_scopes_given" CHECK (cardinality("fhir_clients"."scopes") >= 1)
);
--> statement-breakpoint
CREATE TABLE "fhir_export_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"requested_by_client_id" uuid,
	"request" text NOT NULL,
	"types" text[] NOT NULL,
	"since" timestamp with time zone,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"transaction_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"output" jsonb,
	"done" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total" integer,
	"error" text,
	CONSTRAINT "fhir_export_jobs_status_valid" CHECK ("fhir_export_jobs"."status" in ('in-progress','completed','failed','cancelled','expired')),
	CONSTRAINT "fhir_export_jobs_one_requester" CHECK (("fhir_export_jobs"."requested_by_user_id" is null) <> ("fhir_export_jobs"."requested_by_client_id" is null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_client_id" uuid;--> statement-breakpoint
ALTER TABLE "fhir_client_assertions" ADD CONSTRAINT "fhir_client_assertions_client_id_fhir_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."fhir_clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_clients" ADD CONSTRAINT "fhir_clients_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_clients" ADD CONSTRAINT "fhir_clients_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_clients" ADD CONSTRAINT "fhir_clients_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_export_jobs" ADD CONSTRAINT "fhir_export_jobs_requested_by_client_id_fhir_clients_id_fk" FOREIGN KEY ("requested_by_client_id") REFERENCES "public"."fhir_clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_client_assertions_expiry_idx" ON "fhir_client_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fhir_clients_establishment_idx" ON "fhir_clients" USING btree ("establishment_id","created_at");--> statement-breakpoint
CREATE INDEX "fhir_export_jobs_establishment_idx" ON "fhir_export_jobs" USING btree ("establishment_id","created_at");--> statement-breakpoint
CREATE INDEX "fhir_export_jobs_expiry_idx" ON "fhir_export_jobs" USING btree ("expires_at") WHERE "fhir_export_jobs"."status" = 'completed';