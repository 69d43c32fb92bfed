-- A statement that changes no row (an update or delete of an unknown id, refused with 404) must
-- not bump the catalogue version: that would empty every cache for nothing. Row-changing events
-- now fire per-statement triggers with a transition table, and bump only when it holds a row.
-- TRUNCATE has no transition table and always bumps.
CREATE FUNCTION bump_catalog_version_if_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
    PERFORM pg_notify('catalog_version', next_version::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['performers', 'performer_service_areas', 'performer_event_types', 'service_areas', 'event_types'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_bump_catalog', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_if_changed()', t || '_bump_catalog_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_if_changed()', t || '_bump_catalog_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_if_changed()', t || '_bump_catalog_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()', t || '_bump_catalog_truncate', t);
  END LOOP;
END;
$$;
