CREATE TABLE "booking_cancellations" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"cancelled_by" text NOT NULL,
	"reason" text,
	"refund_amount" numeric(10, 2) NOT NULL,
	"refund_owed" numeric(10, 2) NOT NULL,
	"policy_version" integer NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"recorded_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD CONSTRAINT "booking_cancellations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;