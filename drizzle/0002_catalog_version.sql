CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER performers_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON performers FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER performer_service_areas_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON performer_service_areas FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER performer_event_types_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON performer_event_types FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER service_areas_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_areas FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER event_types_bump_catalog AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_types FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
