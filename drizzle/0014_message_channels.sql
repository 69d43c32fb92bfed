ALTER TABLE "messages" DROP CONSTRAINT "messages_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_channel_key_unique" ON "messages" USING btree ("channel","idempotency_key");