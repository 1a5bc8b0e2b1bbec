CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"metric_key" text,
	"measure_key" text,
	"target" double precision,
	"baseline" double precision,
	"baseline_on" date,
	"text" text NOT NULL,
	"review_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"set_by_reeducator_id" uuid NOT NULL,
	"set_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_reeducator_id" uuid,
	"drop_reason" text,
	"drop_note" text,
	"revises_goal_id" uuid,
	CONSTRAINT "goals_kind_valid" CHECK ("goals"."kind" in ('metric', 'test', 'words')),
	CONSTRAINT "goals_status_valid" CHECK ("goals"."status" in ('active', 'achieved', 'revised', 'dropped')),
	CONSTRAINT "goals_kind_fields" CHECK (("goals"."kind" = 'metric' and "goals"."metric_key" is not null and "goals"."target" is not null and "goals"."measure_key" is null)
        or ("goals"."kind" = 'test' and "goals"."measure_key" is not null and "goals"."target" is not null and "goals"."metric_key" is null)
        or ("goals"."kind" = 'words' and "goals"."review_on" is not null and "goals"."metric_key" is null and "goals"."measure_key" is null and "goals"."target" is null)),
	CONSTRAINT "goals_closed_fields" CHECK (("goals"."status" = 'active') = ("goals"."closed_at" is null)
        and ("goals"."status" = 'dropped') = ("goals"."drop_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_set_by_reeducator_id_reeducators_id_fk" FOREIGN KEY ("set_by_reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_closed_by_reeducator_id_reeducators_id_fk" FOREIGN KEY ("closed_by_reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_revises_goal_id_goals_id_fk" FOREIGN KEY ("revises_goal_id") REFERENCES "public"."goals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_patient_idx" ON "goals" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goals_revises_unique" ON "goals" USING btree ("revises_goal_id");