CREATE TABLE "payout_bookings" (
	"payout_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	CONSTRAINT "payout_bookings_payout_id_booking_id_pk" PRIMARY KEY("payout_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "performer_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"performer_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_id" uuid,
	"recorded_by" text NOT NULL,
	CONSTRAINT "performer_payouts_amount_positive" CHECK ("performer_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_bookings" ADD CONSTRAINT "payout_bookings_payout_id_performer_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."performer_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_bookings" ADD CONSTRAINT "payout_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_payouts" ADD CONSTRAINT "performer_payouts_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_payouts" ADD CONSTRAINT "performer_payouts_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_bookings_booking_idx" ON "payout_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "performer_payouts_performer_idx" ON "performer_payouts" USING btree ("performer_id","paid_at");