-- Every bump also announces the new version, so a single-process embedded database can keep it
-- in memory exactly (PGlite delivers the notification before the committing call returns).
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  PERFORM pg_notify('catalog_version', next_version::text);
  RETURN NULL;
END;
$$;
