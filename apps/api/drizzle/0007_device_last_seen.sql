-- devices.last_seen_at from the days already stored (docs/decisions/api-device-last-seen.md):
-- the latest received_at (when the server first stored a patient-day) of the rows each device
-- reported, never after this migration runs, never moving a value already set backwards. It is
-- never later than the device's real last sending, so a device may look silent for longer than
-- it was, never shorter; its next sending sets the exact time.
UPDATE "devices" AS "d"
SET "last_seen_at" = greatest("d"."last_seen_at", least("s"."received_at", now()))
FROM (
  SELECT "device_id", max("received_at") AS "received_at"
  FROM "daily_metrics"
  WHERE "device_id" IS NOT NULL
  GROUP BY "device_id"
) AS "s"
WHERE "s"."device_id" = "d"."id";
