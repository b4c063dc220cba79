-- Which UTC days of a franchise's orders each version changed: a gateway keeps what it read of a
-- day (gateway/routes/order-days-kept.ts) and, when the franchise's version has moved, asks which
-- days changed since the version it last saw, dropping only those. One row per franchise and day,
-- holding the last version that changed it; '-infinity' stands for every day (a bulk load that ran
-- with the triggers off, see refreshOrderHistoryVersions).
CREATE TABLE order_day_changes (
  franchise_id text NOT NULL,
  day date NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (franchise_id, day)
);
CREATE INDEX order_day_changes_version_idx ON order_day_changes (franchise_id, version);

-- Inserts and deletes: the rows' own franchise and day (migration 007's bump, then the days).
CREATE OR REPLACE FUNCTION order_history_versions_bump_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_history_versions AS v (franchise_id, version, last_created_at)
  SELECT franchise_id, 1, max(created_at) FROM changed_orders GROUP BY franchise_id
  ON CONFLICT (franchise_id) DO UPDATE
    SET version = v.version + 1, last_created_at = GREATEST(v.last_created_at, EXCLUDED.last_created_at);
  INSERT INTO order_day_changes AS c (franchise_id, day, version)
  SELECT DISTINCT o.franchise_id, (o.created_at AT TIME ZONE 'UTC')::date, v.version
  FROM changed_orders o JOIN order_history_versions v ON v.franchise_id = o.franchise_id
  ON CONFLICT (franchise_id, day) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END
$$;

-- Updates: the days (and franchises) before and after, so an order moved to another day or
-- franchise leaves both behind as changed.
CREATE FUNCTION order_history_versions_bump_updated_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_history_versions AS v (franchise_id, version, last_created_at)
  SELECT franchise_id, 1, max(created_at) FROM (
    SELECT franchise_id, created_at FROM changed_orders UNION ALL SELECT franchise_id, NULL FROM orders_before
  ) o GROUP BY franchise_id
  ON CONFLICT (franchise_id) DO UPDATE
    SET version = v.version + 1, last_created_at = GREATEST(v.last_created_at, EXCLUDED.last_created_at);
  INSERT INTO order_day_changes AS c (franchise_id, day, version)
  SELECT DISTINCT o.franchise_id, (o.created_at AT TIME ZONE 'UTC')::date, v.version
  FROM (SELECT franchise_id, created_at FROM changed_orders UNION ALL SELECT franchise_id, created_at FROM orders_before) o
  JOIN order_history_versions v ON v.franchise_id = o.franchise_id
  ON CONFLICT (franchise_id, day) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END
$$;

DROP TRIGGER orders_history_version_update ON orders;
CREATE TRIGGER orders_history_version_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS orders_before NEW TABLE AS changed_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_history_versions_bump_updated_orders();
