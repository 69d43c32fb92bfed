CREATE TABLE "payment_mailboxes" (
	"id" text PRIMARY KEY NOT NULL,
	"uid_validity" text,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_owner" text
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_key" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"from_address" text NOT NULL,
	"amount" numeric(10, 2),
	"sender" text,
	"note" text,
	"transaction_id" text,
	"storage_key" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"booking_id" uuid,
	"ledger_entry_id" uuid,
	CONSTRAINT "payment_receipts_state" CHECK ("payment_receipts"."state" in ('matched', 'unmatched', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_message_key" ON "payment_receipts" USING btree ("message_key");--> statement-breakpoint
CREATE INDEX "payment_receipts_state_idx" ON "payment_receipts" USING btree ("state","received_at");