CREATE TABLE "booking_performers" (
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"performer_id" uuid,
	"performer_name" text NOT NULL,
	"hourly_rate" numeric(10, 2),
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "booking_performers_booking_id_position_pk" PRIMARY KEY("booking_id","position")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_phone" text,
	"service_type" text NOT NULL,
	"event_date" date,
	"event_time" text,
	"event_duration" integer NOT NULL,
	"event_location" text DEFAULT '' NOT NULL,
	"event_type_id" text,
	"service_area_id" text,
	"estimated_guests" integer DEFAULT 0 NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"preferred_dance_styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_music_styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"deposit_amount" numeric(10, 2) NOT NULL,
	"remaining_amount" numeric(10, 2) NOT NULL,
	"cash_app_link" text NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "performer_event_types" (
	"performer_id" uuid NOT NULL,
	"event_type_id" text NOT NULL,
	CONSTRAINT "performer_event_types_performer_id_event_type_id_pk" PRIMARY KEY("performer_id","event_type_id")
);
--> statement-breakpoint
CREATE TABLE "performer_service_areas" (
	"performer_id" uuid NOT NULL,
	"service_area_id" text NOT NULL,
	CONSTRAINT "performer_service_areas_performer_id_service_area_id_pk" PRIMARY KEY("performer_id","service_area_id")
);
--> statement-breakpoint
CREATE TABLE "performers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hourly_rate" numeric(10, 2),
	"appearance_fee" numeric(10, 2),
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" text,
	"age_range" text,
	"height" text,
	"body_type" text,
	"hair_color" text,
	"eye_color" text,
	"ethnicity" text,
	"dance_styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"music_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text,
	"evening_only" boolean DEFAULT false NOT NULL,
	"weekends_only" boolean DEFAULT false NOT NULL,
	"unavailable_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"hourly_rate_range" text,
	"appearance_fee_range" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"rating" real,
	"booking_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_areas_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_performers" ADD CONSTRAINT "booking_performers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_performers" ADD CONSTRAINT "booking_performers_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_area_id_service_areas_id_fk" FOREIGN KEY ("service_area_id") REFERENCES "public"."service_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_event_types" ADD CONSTRAINT "performer_event_types_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_event_types" ADD CONSTRAINT "performer_event_types_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_service_areas" ADD CONSTRAINT "performer_service_areas_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_service_areas" ADD CONSTRAINT "performer_service_areas_service_area_id_service_areas_id_fk" FOREIGN KEY ("service_area_id") REFERENCES "public"."service_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_performers_performer_idx" ON "booking_performers" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "performer_event_types_type_idx" ON "performer_event_types" USING btree ("event_type_id");--> statement-breakpoint
CREATE INDEX "performer_service_areas_area_idx" ON "performer_service_areas" USING btree ("service_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "performers_slug_key" ON "performers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "performers_active_rating_idx" ON "performers" USING btree ("is_active","rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "performers_active_rate_idx" ON "performers" USING btree ("is_active","hourly_rate");--> statement-breakpoint
CREATE INDEX "performers_active_created_idx" ON "performers" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "performers_featured_idx" ON "performers" USING btree ("featured") WHERE "performers"."featured" and "performers"."is_active";--> statement-breakpoint
CREATE INDEX "performers_dance_styles_idx" ON "performers" USING gin ("dance_styles");--> statement-breakpoint
CREATE INDEX "performers_music_idx" ON "performers" USING gin ("music_preferences");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));