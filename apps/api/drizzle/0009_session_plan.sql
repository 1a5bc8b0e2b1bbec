-- A session keeps the plan it was launched with (issue 22, docs/decisions/session-outcome.md): programs are edited in place, so an earlier session must not be judged against exercises added later. Existing sessions get their program's current exercises: the best truth left for old rows.
ALTER TABLE "sessions" ADD COLUMN "plan" jsonb;--> statement-breakpoint
UPDATE "sessions" SET "plan" = (
  SELECT jsonb_agg(
    jsonb_build_object(
      'exerciseId', "program_exercises"."exercise_id",
      'seriesCount', coalesce("program_exercises"."series_count", "exercises"."series_count"),
      'seriesDurationSeconds', coalesce("program_exercises"."series_duration_seconds", "exercises"."series_duration_seconds"),
      'restBetweenSeriesSeconds', coalesce("program_exercises"."rest_between_series_seconds", "exercises"."rest_between_series_seconds"),
      'equipment', to_jsonb("exercises"."equipment")
    ) ORDER BY "program_exercises"."position"
  )
  FROM "patient_programs"
  JOIN "program_exercises" ON "program_exercises"."program_id" = "patient_programs"."program_id"
  JOIN "exercises" ON "exercises"."id" = "program_exercises"."exercise_id"
  WHERE "patient_programs"."id" = "sessions"."patient_program_id"
) WHERE "plan" IS NULL AND "patient_program_id" IS NOT NULL;
