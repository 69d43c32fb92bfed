CREATE TABLE "photo_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"performer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"photo_key" text,
	"submitted_at" timestamp with time zone,
	"verified" boolean,
	"note" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'invited' NOT NULL,
	"stars" integer,
	"text" text,
	"locale" text,
	"author_name" text,
	"submitted_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"moderated_by" text,
	"moderation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" is null or "reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "description_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "show_includes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "show_includes_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "id_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "id_checked_by" text;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "photos_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performers" ADD COLUMN "photos_verified_by" text;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_verifications_performer_idx" ON "photo_verifications" USING btree ("performer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "photo_verifications_one_open" ON "photo_verifications" USING btree ("performer_id") WHERE "photo_verifications"."decided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_token_hash_key" ON "reviews" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reviews_state_idx" ON "reviews" USING btree ("state","submitted_at" DESC NULLS LAST);