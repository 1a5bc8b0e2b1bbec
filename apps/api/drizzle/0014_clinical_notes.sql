CREATE TABLE "clinical_note_versions" (
	"note_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"author_user_id" uuid,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_note_versions_note_id_version_pk" PRIMARY KEY("note_id","version"),
	CONSTRAINT "clinical_note_versions_version_positive" CHECK ("clinical_note_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "clinical_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"day" date NOT NULL,
	"author_user_id" uuid,
	"author_role" text NOT NULL,
	"origin" text DEFAULT 'note' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_user_id" uuid,
	"withdrawn_reason" text,
	CONSTRAINT "clinical_notes_author_role_valid" CHECK ("clinical_notes"."author_role" in ('reeducator','responsable')),
	CONSTRAINT "clinical_notes_origin_valid" CHECK ("clinical_notes"."origin" in ('note','teamComment')),
	CONSTRAINT "clinical_notes_withdrawal_complete" CHECK (("clinical_notes"."withdrawn_at" is null) = ("clinical_notes"."withdrawn_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "clinical_note_versions" ADD CONSTRAINT "clinical_note_versions_note_id_clinical_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."clinical_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_note_versions" ADD CONSTRAINT "clinical_note_versions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_notes" ADD CONSTRAINT "clinical_notes_withdrawn_by_user_id_users_id_fk" FOREIGN KEY ("withdrawn_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_notes_patient_idx" ON "clinical_notes" USING btree ("patient_id","day");--> statement-breakpoint
CREATE INDEX "clinical_notes_author_idx" ON "clinical_notes" USING btree ("author_user_id");--> statement-breakpoint
-- A clinical note is never deleted nor silently changed (docs/decisions/clinical-notes.md): a version
-- is written once; a note is withdrawn (struck, with its reason), never deleted.
CREATE FUNCTION clinical_notes_reject_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is not allowed: clinical notes keep every version', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER clinical_note_versions_append_only
  BEFORE UPDATE OR DELETE ON "clinical_note_versions"
  FOR EACH ROW EXECUTE FUNCTION clinical_notes_reject_change();
--> statement-breakpoint
CREATE TRIGGER clinical_notes_no_delete
  BEFORE DELETE ON "clinical_notes"
  FOR EACH ROW EXECUTE FUNCTION clinical_notes_reject_change();
--> statement-breakpoint
-- The initialisation's one-line "note for the team" (patients.settings.comment) becomes the
-- patient's first note: its writer is the last rehabilitator whose settings change named it in the
-- audit log, else unknown (null); its day and time are that change's, else the patient's last
-- update. The settings keep the value (nothing is lost); the portal no longer reads it there.
-- Run again, it moves nothing twice.
WITH comments AS (
  SELECT p.id AS patient_id,
         btrim(p.settings ->> 'comment') AS text,
         coalesce(e.time_zone, 'Europe/Paris') AS time_zone,
         p.updated_at
  FROM patients p
  LEFT JOIN establishments e ON e.id = p.establishment_id
  WHERE jsonb_typeof(p.settings -> 'comment') = 'string'
    AND btrim(p.settings ->> 'comment') <> ''
    AND NOT EXISTS (
      SELECT 1 FROM clinical_notes n WHERE n.patient_id = p.id AND n.origin = 'teamComment'
    )
),
written AS (
  SELECT c.patient_id, c.text, w.actor_user_id, coalesce(w.at, c.updated_at) AS at, c.time_zone
  FROM comments c
  LEFT JOIN LATERAL (
    SELECT a.actor_user_id, a.at
    FROM audit_log a
    WHERE a.patient_id = c.patient_id
      AND a.action = 'patient.settings.update'
      AND (a.details -> 'settings') @> '["comment"]'::jsonb
      AND EXISTS (SELECT 1 FROM users u WHERE u.id = a.actor_user_id)
    ORDER BY a.at DESC
    LIMIT 1
  ) w ON true
),
notes AS (
  INSERT INTO clinical_notes (patient_id, day, author_user_id, author_role, origin, created_at)
  SELECT patient_id, (at AT TIME ZONE time_zone)::date, actor_user_id, 'reeducator', 'teamComment', at
  FROM written
  RETURNING id, patient_id, author_user_id, created_at
)
INSERT INTO clinical_note_versions (note_id, version, text, author_user_id, written_at)
SELECT n.id, 1, w.text, n.author_user_id, n.created_at
FROM notes n
JOIN written w ON w.patient_id = n.patient_id;
