CREATE TABLE "alert_views" (
	"reeducator_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_views_reeducator_id_patient_id_kind_pk" PRIMARY KEY("reeducator_id","patient_id","kind"),
	CONSTRAINT "alert_views_kind_valid" CHECK ("alert_views"."kind" in ('painRise','wearDrop'))
);
--> statement-breakpoint
ALTER TABLE "alert_views" ADD CONSTRAINT "alert_views_reeducator_id_reeducators_id_fk" FOREIGN KEY ("reeducator_id") REFERENCES "public"."reeducators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_views" ADD CONSTRAINT "alert_views_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;