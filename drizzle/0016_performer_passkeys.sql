CREATE TABLE "performer_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"performer_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"device_type" text DEFAULT 'singleDevice' NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_challenges" ADD COLUMN "performer_id" uuid;--> statement-breakpoint
ALTER TABLE "performer_passkeys" ADD CONSTRAINT "performer_passkeys_performer_id_performer_accounts_performer_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performer_accounts"("performer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performer_passkeys_performer_idx" ON "performer_passkeys" USING btree ("performer_id");