CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" text,
	"reference" text,
	"note" text,
	"reverses_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_id" uuid,
	"recorded_by" text NOT NULL,
	CONSTRAINT "ledger_entries_reversal_names_one" CHECK (("ledger_entries"."kind" = 'reversal') = ("ledger_entries"."reverses_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id","recorded_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_occurred_idx" ON "ledger_entries" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree (lower("reference"));--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_reversal" ON "ledger_entries" USING btree ("reverses_id");--> statement-breakpoint
-- Bookings marked paid before the ledger existed get the entry their status stood for, so the
-- status the ledger now computes is the one they had (decision 035).
INSERT INTO "ledger_entries" ("booking_id", "kind", "amount", "method", "note", "occurred_at", "recorded_at", "recorded_by")
SELECT "id", 'deposit',
  CASE WHEN "payment_status" = 'fullPaid' THEN "total_amount" ELSE "deposit_amount" END,
  'other', 'Recorded before the ledger existed', "updated_at", now(), 'migration'
FROM "bookings" WHERE "payment_status" IN ('depositPaid', 'fullPaid') AND "total_amount" > 0;
