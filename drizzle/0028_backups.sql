CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"origin" text NOT NULL,
	"requested_by" text,
	"status" text NOT NULL,
	"finished_at" timestamp with time zone,
	"location" text,
	"bytes" bigint,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backups_requested_at_idx" ON "backups" USING btree ("requested_at" DESC NULLS LAST);