-- What a kept performance summary was computed at (gateway/routes/kept-reports.ts): a version per
-- franchise, bumped by every statement that changes its DDS, DDS100 or DTS records, KDS audits or
-- answers, STS criteria or stores (a store's name is in every row). The summaries are functions of
-- those records and the period asked, so a reply kept under the version stays true until it moves,
-- whatever orders are written meanwhile. Statement-level triggers: one bump per statement and
-- franchise, however many rows it touched.
CREATE TABLE performance_versions (
  franchise_id text PRIMARY KEY REFERENCES franchises (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO performance_versions (franchise_id) SELECT id FROM franchises;

CREATE FUNCTION performance_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO performance_versions AS v (franchise_id, version)
  SELECT DISTINCT franchise_id, 1 FROM changed_rows
  ON CONFLICT (franchise_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['dds_penalty_logs', 'dts_records', 'kds_audits', 'kds_answers', 'sts_criteria', 'warehouses'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION performance_versions_bump()', name || '_performance_version_insert', name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION performance_versions_bump()', name || '_performance_version_update', name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION performance_versions_bump()', name || '_performance_version_delete', name);
  END LOOP;
END
$$;
