CREATE TABLE "client_ratings" (
	"booking_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_ratings_booking_id_performer_id_pk" PRIMARY KEY("booking_id","performer_id"),
	CONSTRAINT "client_ratings_stars" CHECK ("client_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "do_not_book_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"hint" text NOT NULL,
	"reason" text NOT NULL,
	"added_by_id" uuid,
	"added_by_email" text NOT NULL,
	"review_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "do_not_book_entries_kind" CHECK ("do_not_book_entries"."kind" in ('phone', 'email', 'address'))
);
--> statement-breakpoint
CREATE TABLE "do_not_book_matches" (
	"booking_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "do_not_book_matches_booking_id_entry_id_pk" PRIMARY KEY("booking_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "do_not_book_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_email" text
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rules_version" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rules_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email_confirm_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_ratings" ADD CONSTRAINT "client_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_ratings" ADD CONSTRAINT "client_ratings_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_book_entries" ADD CONSTRAINT "do_not_book_entries_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_book_matches" ADD CONSTRAINT "do_not_book_matches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_book_matches" ADD CONSTRAINT "do_not_book_matches_entry_id_do_not_book_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."do_not_book_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_book_proposals" ADD CONSTRAINT "do_not_book_proposals_rating_fk" FOREIGN KEY ("booking_id","performer_id") REFERENCES "public"."client_ratings"("booking_id","performer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_book_entries_hash_key" ON "do_not_book_entries" USING btree ("kind","value_hash");--> statement-breakpoint
CREATE INDEX "do_not_book_matches_entry_idx" ON "do_not_book_matches" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_book_proposals_rating_key" ON "do_not_book_proposals" USING btree ("booking_id","performer_id");--> statement-breakpoint
CREATE INDEX "do_not_book_proposals_state_idx" ON "do_not_book_proposals" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_email_confirm_hash_key" ON "bookings" USING btree ("email_confirm_hash");--> statement-breakpoint
CREATE INDEX "bookings_phone_key_idx" ON "bookings" USING btree (right(regexp_replace("client_phone", '[^0-9]', '', 'g'), 10));