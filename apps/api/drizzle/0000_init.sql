CREATE TABLE "adapted_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"schedule" text,
	"video_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_kind_valid" CHECK ("application_documents"."kind" in ('direct_debit_order'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"address" jsonb,
	"lives_in_establishment" boolean,
	"establishment_name" text,
	"establishment_type" text,
	"function" text,
	"country_code" text,
	"postal_code" text,
	"availability_input" jsonb,
	"is_available" boolean,
	"current_step" smallint DEFAULT 0 NOT NULL,
	"establishment_id" uuid,
	"invited_by_user_id" uuid,
	"verification_token_hash" text,
	"verification_token_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"waitlisted_at" timestamp with time zone,
	"signed_up_at" timestamp with time zone,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_type_valid" CHECK ("applications"."type" in ('establishment','patient','reeducator')),
	CONSTRAINT "applications_status_valid" CHECK ("applications"."status" in ('draft','available','unavailable','waitlisted','confirmed','signed_up','cancelled','expired'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_roles" text,
	"action" text NOT NULL,
	"patient_id" uuid,
	"details" jsonb,
	"request_id" text,
	"ip" text,
	"method" text,
	"route" text
);
--> statement-breakpoint
CREATE TABLE "daily_metrics" (
	"patient_id" uuid NOT NULL,
	"day" date NOT NULL,
	"device_id" uuid,
	"step_count" double precision,
	"stand_count" double precision,
	"stand_time" double precision,
	"walk_time" double precision,
	"wear_time" double precision,
	"active_time" double precision,
	"walk_perimeter" double precision,
	"walk_distance" double precision,
	"walk_speed" double precision,
	"max_walk_speed" double precision,
	"max_stand_time" double precision,
	"sitting_time" double precision,
	"max_sitting_time" double precision,
	"sitting_distance" double precision,
	"step_time" double precision,
	"step_time_cv" double precision,
	"step_distance" double precision,
	"step_distance_cv" double precision,
	"left_step_count" double precision,
	"right_step_count" double precision,
	"left_step_time" double precision,
	"right_step_time" double precision,
	"left_step_time_cv" double precision,
	"right_step_time_cv" double precision,
	"left_step_distance" double precision,
	"right_step_distance" double precision,
	"left_step_distance_cv" double precision,
	"right_step_distance_cv" double precision,
	"step_time_asymmetry" double precision,
	"step_distance_asymmetry" double precision,
	"self_rehabilitation" double precision,
	"self_rehabilitation_count" double precision,
	"stars" double precision,
	"workout_stars" double precision,
	"activity_stars" double precision,
	"performance" double precision,
	"usage" double precision,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_metrics_patient_id_day_pk" PRIMARY KEY("patient_id","day"),
	CONSTRAINT "daily_metrics_performance_range" CHECK ("daily_metrics"."performance" is null or "daily_metrics"."performance" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "default_objectives" (
	"functional_capacity" smallint NOT NULL,
	"metric_key" text NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "default_objectives_functional_capacity_metric_key_pk" PRIMARY KEY("functional_capacity","metric_key"),
	CONSTRAINT "default_objectives_capacity_valid" CHECK ("default_objectives"."functional_capacity" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "device_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"wheel_type" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by_user_id" uuid,
	"unassigned_at" timestamp with time zone,
	"unassigned_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial_number" text NOT NULL,
	"establishment_id" uuid,
	"secret_hash" text NOT NULL,
	"firmware_version" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"locale" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text,
	"html_body" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_valid" CHECK ("email_outbox"."status" in ('logged','pending','sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "establishment_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"reeducator_id" uuid,
	"email" text,
	"first_name" text,
	"last_name" text,
	"origin" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "establishment_invitations_origin_valid" CHECK ("establishment_invitations"."origin" in ('establishment','reeducator')),
	CONSTRAINT "establishment_invitations_status_valid" CHECK ("establishment_invitations"."status" in ('pending','accepted','refused','cancelled','expired')),
	CONSTRAINT "establishment_invitations_target" CHECK ("establishment_invitations"."reeducator_id" is not null or "establishment_invitations"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "establishment_reeducators" (
	"establishment_id" uuid NOT NULL,
	"reeducator_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "establishment_reeducators_establishment_id_reeducator_id_pk" PRIMARY KEY("establishment_id","reeducator_id")
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"number" text,
	"street" text,
	"precisions" text,
	"zip_code" text,
	"town" text,
	"county" text,
	"siret" text,
	"time_zone" text DEFAULT 'Europe/Paris' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "establishments_siret_format" CHECK ("establishments"."siret" is null or "establishments"."siret" ~ '^[0-9]{14}$'),
	CONSTRAINT "establishments_county_format" CHECK ("establishments"."county" is null or "establishments"."county" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "exercise_likes" (
	"reeducator_id" uuid NOT NULL,
	"exercise_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_likes_reeducator_id_exercise_id_pk" PRIMARY KEY("reeducator_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name_id" smallint NOT NULL,
	"type" smallint NOT NULL,
	"theme" smallint NOT NULL,
	"position" smallint NOT NULL,
	"body_part" smallint NOT NULL,
	"difficulty" smallint NOT NULL,
	"equipment" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"series_duration_seconds" integer NOT NULL,
	"series_count" smallint NOT NULL,
	"rest_between_series_seconds" integer NOT NULL,
	"advice_key" text,
	"video_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "exercises_id_range" CHECK ("exercises"."id" between 2 and 86),
	CONSTRAINT "exercises_type_valid" CHECK ("exercises"."type" between 1 and 6),
	CONSTRAINT "exercises_theme_valid" CHECK ("exercises"."theme" between 1 and 6),
	CONSTRAINT "exercises_position_valid" CHECK ("exercises"."position" between 0 and 5),
	CONSTRAINT "exercises_body_part_valid" CHECK ("exercises"."body_part" between 0 and 18),
	CONSTRAINT "exercises_difficulty_valid" CHECK ("exercises"."difficulty" between 1 and 3),
	CONSTRAINT "exercises_equipment_valid" CHECK ("exercises"."equipment" <@ array[1,2]::smallint[]),
	CONSTRAINT "exercises_series_valid" CHECK ("exercises"."series_duration_seconds" > 0 and "exercises"."series_count" > 0 and "exercises"."rest_between_series_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint NOT NULL,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "objectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"metric_key" text NOT NULL,
	"value" double precision NOT NULL,
	"valid_from" date NOT NULL,
	"set_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objectives_value_nonnegative" CHECK ("objectives"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "patient_adapted_activities" (
	"patient_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "patient_adapted_activities_patient_id_activity_id_pk" PRIMARY KEY("patient_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "patient_pathologies" (
	"patient_id" uuid NOT NULL,
	"pathology" smallint NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_pathologies_patient_id_pathology_pk" PRIMARY KEY("patient_id","pathology"),
	CONSTRAINT "patient_pathologies_valid" CHECK ("patient_pathologies"."pathology" between 0 and 8)
);
--> statement-breakpoint
CREATE TABLE "patient_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"is_self_rehabilitation" boolean NOT NULL,
	"assigned_by_reeducator_id" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_ranks" (
	"patient_id" uuid NOT NULL,
	"rank_id" smallint NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "patient_ranks_patient_id_rank_id_pk" PRIMARY KEY("patient_id","rank_id")
);
--> statement-breakpoint
CREATE TABLE "patient_reeducators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"reeducator_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	CONSTRAINT "patient_reeducators_origin_valid" CHECK ("patient_reeducators"."origin" in ('patient','reeducator')),
	CONSTRAINT "patient_reeducators_status_valid" CHECK ("patient_reeducators"."status" in ('pending','accepted','refused','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "patient_relatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relationship" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_tags" (
	"patient_id" uuid NOT NULL,
	"tag_id" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "patient_tags_patient_id_tag_id_pk" PRIMARY KEY("patient_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"establishment_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"birth_date" date,
	"functional_capacity" smallint,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"registration_status" text DEFAULT 'active' NOT NULL,
	"service_ended_at" timestamp with time zone,
	"archive_scheduled_for" date,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_functional_capacity_valid" CHECK ("patients"."functional_capacity" is null or "patients"."functional_capacity" between 1 and 4),
	CONSTRAINT "patients_registration_status_valid" CHECK ("patients"."registration_status" in ('pending_validation','active'))
);
--> statement-breakpoint
CREATE TABLE "program_exercises" (
	"program_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"exercise_id" smallint NOT NULL,
	"series_duration_seconds" integer,
	"series_count" smallint,
	"rest_between_series_seconds" integer,
	CONSTRAINT "program_exercises_program_id_position_pk" PRIMARY KEY("program_id","position")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reeducator_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"recommended_for_pathology" smallint,
	"recommended_for_capacity" smallint,
	"copied_from_program_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ranks" (
	"id" smallint PRIMARY KEY NOT NULL,
	"min_stars" integer NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reeducators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profession" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"remember_me" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "responsables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"function" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_player_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"opening_time" timestamp with time zone NOT NULL,
	"closure_time" timestamp with time zone,
	"has_rc" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_player_hours_order" CHECK ("session_player_hours"."closure_time" is null or "session_player_hours"."closure_time" >= "session_player_hours"."opening_time")
);
--> statement-breakpoint
CREATE TABLE "session_reviews" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"pain" smallint NOT NULL,
	"difficulty" smallint NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reviews_pain_valid" CHECK ("session_reviews"."pain" between 1 and 3),
	CONSTRAINT "session_reviews_difficulty_valid" CHECK ("session_reviews"."difficulty" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "session_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"exercise_id" smallint,
	"duration_seconds" integer NOT NULL,
	"effort" smallint,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_steps_duration_valid" CHECK ("session_steps"."duration_seconds" >= 0),
	CONSTRAINT "session_steps_effort_valid" CHECK ("session_steps"."effort" is null or "session_steps"."effort" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"patient_program_id" uuid,
	"is_self_rehabilitation" boolean NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"day" date NOT NULL,
	"launched_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_status_valid" CHECK ("sessions"."status" in ('assigned','launched','done'))
);
--> statement-breakpoint
CREATE TABLE "sound_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"audio_key" text NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"threshold" double precision,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_tokens_purpose_valid" CHECK ("user_tokens"."purpose" in ('verify_email','reset_password'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"roles" text[] DEFAULT '{patient}'::text[] NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_signin_at" timestamp with time zone,
	"welcomed_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_roles_valid" CHECK (cardinality("users"."roles") >= 1 and "users"."roles" <@ array['patient','reeducator','responsable','reeducatorresponsable']::text[]),
	CONSTRAINT "users_locale_valid" CHECK ("users"."locale" in ('fr','de','en','es','it','lb','nl'))
);
--> statement-breakpoint
ALTER TABLE "adapted_activities" ADD CONSTRAINT "adapted_activities_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_metrics" ADD CONSTRAINT "daily_metrics_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_metrics" ADD CONSTRAINT "daily_metrics_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_assignments" ADD CONSTRAINT "device_assignments_unassigned_by_user_id_users_id_fk" FOREIGN KEY ("unassigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_invitations" ADD CONSTRAINT "establishment_invitations_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_invitations" ADD CONSTRAINT "establishment_invitations_reeducator_id_reeducators_id_fk" FOREIGN KEY ("reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_invitations" ADD CONSTRAINT "establishment_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_reeducators" ADD CONSTRAINT "establishment_reeducators_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishment_reeducators" ADD CONSTRAINT "establishment_reeducators_reeducator_id_reeducators_id_fk" FOREIGN KEY ("reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_likes" ADD CONSTRAINT "exercise_likes_reeducator_id_reeducators_id_fk" FOREIGN KEY ("reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_likes" ADD CONSTRAINT "exercise_likes_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objectives" ADD CONSTRAINT "objectives_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_adapted_activities" ADD CONSTRAINT "patient_adapted_activities_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_adapted_activities" ADD CONSTRAINT "patient_adapted_activities_activity_id_adapted_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."adapted_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_pathologies" ADD CONSTRAINT "patient_pathologies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_programs" ADD CONSTRAINT "patient_programs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_programs" ADD CONSTRAINT "patient_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_programs" ADD CONSTRAINT "patient_programs_assigned_by_reeducator_id_reeducators_id_fk" FOREIGN KEY ("assigned_by_reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_ranks" ADD CONSTRAINT "patient_ranks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_ranks" ADD CONSTRAINT "patient_ranks_rank_id_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_reeducators" ADD CONSTRAINT "patient_reeducators_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_reeducators" ADD CONSTRAINT "patient_reeducators_reeducator_id_reeducators_id_fk" FOREIGN KEY ("reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_relatives" ADD CONSTRAINT "patient_relatives_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tags" ADD CONSTRAINT "patient_tags_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tags" ADD CONSTRAINT "patient_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_exercises" ADD CONSTRAINT "program_exercises_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_exercises" ADD CONSTRAINT "program_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_reeducator_id_reeducators_id_fk" FOREIGN KEY ("reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reeducators" ADD CONSTRAINT "reeducators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsables" ADD CONSTRAINT "responsables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsables" ADD CONSTRAINT "responsables_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_player_hours" ADD CONSTRAINT "session_player_hours_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reviews" ADD CONSTRAINT "session_reviews_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_steps" ADD CONSTRAINT "session_steps_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_steps" ADD CONSTRAINT "session_steps_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_patient_program_id_patient_programs_id_fk" FOREIGN KEY ("patient_program_id") REFERENCES "public"."patient_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adapted_activities_establishment_idx" ON "adapted_activities" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "application_documents_application_idx" ON "application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_establishment_idx" ON "applications" USING btree ("establishment_id","type","status");--> statement-breakpoint
CREATE INDEX "applications_email_idx" ON "applications" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "applications_token_key" ON "applications" USING btree ("verification_token_hash");--> statement-breakpoint
CREATE INDEX "audit_log_patient_idx" ON "audit_log" USING btree ("patient_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_assignments_active_device" ON "device_assignments" USING btree ("device_id") WHERE "device_assignments"."unassigned_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "device_assignments_active_patient" ON "device_assignments" USING btree ("patient_id") WHERE "device_assignments"."unassigned_at" is null;--> statement-breakpoint
CREATE INDEX "device_assignments_patient_idx" ON "device_assignments" USING btree ("patient_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_key" ON "devices" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "devices_establishment_idx" ON "devices" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "establishment_invitations_establishment_idx" ON "establishment_invitations" USING btree ("establishment_id","status");--> statement-breakpoint
CREATE INDEX "establishment_invitations_reeducator_idx" ON "establishment_invitations" USING btree ("reeducator_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "establishment_invitations_one_pending" ON "establishment_invitations" USING btree ("establishment_id","reeducator_id") WHERE "establishment_invitations"."status" = 'pending' and "establishment_invitations"."reeducator_id" is not null;--> statement-breakpoint
CREATE INDEX "establishment_reeducators_reeducator_idx" ON "establishment_reeducators" USING btree ("reeducator_id");--> statement-breakpoint
CREATE INDEX "exercise_likes_exercise_idx" ON "exercise_likes" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "objectives_patient_key_from" ON "objectives" USING btree ("patient_id","metric_key","valid_from");--> statement-breakpoint
CREATE INDEX "patient_adapted_activities_activity_idx" ON "patient_adapted_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_pathologies_one_main" ON "patient_pathologies" USING btree ("patient_id") WHERE "patient_pathologies"."is_main";--> statement-breakpoint
CREATE INDEX "patient_pathologies_pathology_idx" ON "patient_pathologies" USING btree ("pathology");--> statement-breakpoint
CREATE INDEX "patient_programs_patient_idx" ON "patient_programs" USING btree ("patient_id","is_self_rehabilitation");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_programs_one_active" ON "patient_programs" USING btree ("patient_id","is_self_rehabilitation") WHERE "patient_programs"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "patient_reeducators_patient_idx" ON "patient_reeducators" USING btree ("patient_id","status");--> statement-breakpoint
CREATE INDEX "patient_reeducators_reeducator_idx" ON "patient_reeducators" USING btree ("reeducator_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_reeducators_one_open" ON "patient_reeducators" USING btree ("patient_id","reeducator_id") WHERE "patient_reeducators"."status" in ('pending','accepted') and "patient_reeducators"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "patient_relatives_patient_idx" ON "patient_relatives" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_user_key" ON "patients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "patients_establishment_idx" ON "patients" USING btree ("establishment_id","archived_at");--> statement-breakpoint
CREATE INDEX "patients_last_name_idx" ON "patients" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "patients_email_idx" ON "patients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "patients_phone_idx" ON "patients" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "patients_archive_due_idx" ON "patients" USING btree ("archive_scheduled_for") WHERE "patients"."archived_at" is null and "patients"."archive_scheduled_for" is not null;--> statement-breakpoint
CREATE INDEX "program_exercises_exercise_idx" ON "program_exercises" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "programs_reeducator_idx" ON "programs" USING btree ("reeducator_id") WHERE "programs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "programs_recommended_idx" ON "programs" USING btree ("recommended_for_pathology","recommended_for_capacity");--> statement-breakpoint
CREATE UNIQUE INDEX "reeducators_user_key" ON "reeducators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "responsables_user_key" ON "responsables" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "responsables_establishment_idx" ON "responsables" USING btree ("establishment_id");--> statement-breakpoint
CREATE INDEX "session_player_hours_session_idx" ON "session_player_hours" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_steps_position_key" ON "session_steps" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "sessions_patient_day_idx" ON "sessions" USING btree ("patient_id","day");--> statement-breakpoint
CREATE INDEX "sessions_patient_program_idx" ON "sessions" USING btree ("patient_program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_key" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_purpose_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");