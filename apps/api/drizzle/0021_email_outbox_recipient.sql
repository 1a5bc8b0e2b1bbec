ALTER TABLE "email_outbox" ADD COLUMN "recipient_key" text;--> statement-breakpoint
UPDATE "email_outbox" SET "recipient_key" = regexp_replace(lower(btrim("to_address")), '\+[^@]*@', '@');--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "recipient_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree ("recipient_key","created_at");
