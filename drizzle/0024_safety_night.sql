CREATE TABLE "safety_alarms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stage" text DEFAULT 'desk' NOT NULL,
	"missed_kind" text,
	"due_at" timestamp with time zone,
	"raised_at" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_id" uuid,
	"acknowledged_by" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "safety_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"duress" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performer_accounts" ADD COLUMN "duress_pin_hash" text;--> statement-breakpoint
ALTER TABLE "performer_contacts" ADD COLUMN "emergency_contact_name" text;--> statement-breakpoint
ALTER TABLE "performer_contacts" ADD COLUMN "emergency_contact_phone" text;--> statement-breakpoint
ALTER TABLE "safety_alarms" ADD CONSTRAINT "safety_alarms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alarms" ADD CONSTRAINT "safety_alarms_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alarms" ADD CONSTRAINT "safety_alarms_acknowledged_by_id_users_id_fk" FOREIGN KEY ("acknowledged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checkins" ADD CONSTRAINT "safety_checkins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checkins" ADD CONSTRAINT "safety_checkins_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_locations" ADD CONSTRAINT "safety_locations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_locations" ADD CONSTRAINT "safety_locations_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_alarms_one_per_miss" ON "safety_alarms" USING btree ("booking_id","performer_id","missed_kind","due_at") WHERE "safety_alarms"."missed_kind" is not null;--> statement-breakpoint
CREATE INDEX "safety_alarms_open_idx" ON "safety_alarms" USING btree ("raised_at") WHERE "safety_alarms"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "safety_alarms_booking_idx" ON "safety_alarms" USING btree ("booking_id","raised_at");--> statement-breakpoint
CREATE INDEX "safety_checkins_night_idx" ON "safety_checkins" USING btree ("booking_id","performer_id","at");--> statement-breakpoint
CREATE INDEX "safety_locations_night_idx" ON "safety_locations" USING btree ("booking_id","performer_id","at");--> statement-breakpoint
ALTER TABLE "performer_contacts" ADD CONSTRAINT "performer_contacts_emergency_both" CHECK (("performer_contacts"."emergency_contact_name" is null) = ("performer_contacts"."emergency_contact_phone" is null));