-- Every booking raises its performers' booking_count. That number only orders the 'popular' sort,
-- and bumping the catalogue version for it emptied every cache on every booking. An update of
-- performers now bumps the version only when something besides booking_count changed; answers in
-- the 'popular' order are kept for at most a minute instead (src/server/ssr/page-cache.ts).
CREATE FUNCTION bump_catalog_version_if_performer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF EXISTS (
    SELECT 1 FROM changed_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL OR (to_jsonb(n) - 'booking_count') IS DISTINCT FROM (to_jsonb(o) - 'booking_count')
  ) THEN
    UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
    PERFORM pg_notify('catalog_version', next_version::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER performers_bump_catalog_update ON performers;
--> statement-breakpoint
CREATE TRIGGER performers_bump_catalog_update AFTER UPDATE ON performers REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version_if_performer_changed();
