ALTER TABLE "audit_log" ADD COLUMN "patient_ids" uuid[];--> statement-breakpoint
CREATE INDEX "audit_log_patient_ids_idx" ON "audit_log" USING gin ("patient_ids");