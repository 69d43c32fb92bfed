CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"share_amount" numeric(10, 2) NOT NULL,
	"commission_percent" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "performer_accounts" (
	"performer_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performer_contacts" (
	"performer_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"commission_percent" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performer_contacts_commission_range" CHECK ("performer_contacts"."commission_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "performer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"performer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performer_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"performer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "performer_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"performer_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_one_owner" CHECK (("push_subscriptions"."performer_id" is null) <> ("push_subscriptions"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_accounts" ADD CONSTRAINT "performer_accounts_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_contacts" ADD CONSTRAINT "performer_contacts_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_sessions" ADD CONSTRAINT "performer_sessions_performer_id_performer_accounts_performer_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performer_accounts"("performer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_tokens" ADD CONSTRAINT "performer_tokens_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_tokens" ADD CONSTRAINT "performer_tokens_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_performer_id_performer_accounts_performer_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performer_accounts"("performer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_booking_idx" ON "offers" USING btree ("booking_id","performer_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_performer_idx" ON "offers" USING btree ("performer_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open" ON "offers" USING btree ("booking_id","performer_id") WHERE "offers"."state" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "performer_contacts_email_key" ON "performer_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "performer_sessions_performer_idx" ON "performer_sessions" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "performer_sessions_expires_idx" ON "performer_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "performer_tokens_performer_idx" ON "performer_tokens" USING btree ("performer_id","purpose");--> statement-breakpoint
CREATE INDEX "push_subscriptions_performer_idx" ON "push_subscriptions" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");