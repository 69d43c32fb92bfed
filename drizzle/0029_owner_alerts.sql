CREATE TABLE "owner_alerts" (
	"kind" text PRIMARY KEY NOT NULL,
	"incident" integer DEFAULT 0 NOT NULL,
	"raised_at" timestamp with time zone,
	"cleared_at" timestamp with time zone
);
