-- What a cached page of a franchise's order history was read at (gateway/orders/history-cache.ts):
-- a version bumped by every statement that changes the franchise's orders or renames a courier,
-- picker or store its rows name, and its newest order's creation time (a range ending after it
-- holds the same orders as one ending now). Statement-level triggers: one bump per statement
-- and franchise, however many rows it touched.
CREATE TABLE order_history_versions (
  franchise_id text PRIMARY KEY REFERENCES franchises (id),
  version bigint NOT NULL DEFAULT 0,
  last_created_at timestamptz
);
INSERT INTO order_history_versions (franchise_id, last_created_at)
  SELECT f.id, (SELECT max(o.created_at) FROM orders o WHERE o.franchise_id = f.id) FROM franchises f;

CREATE FUNCTION order_history_versions_bump_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_history_versions AS v (franchise_id, version, last_created_at)
  SELECT franchise_id, 1, max(created_at) FROM changed_orders GROUP BY franchise_id
  ON CONFLICT (franchise_id) DO UPDATE
    SET version = v.version + 1, last_created_at = GREATEST(v.last_created_at, EXCLUDED.last_created_at);
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_history_version_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS changed_orders FOR EACH STATEMENT EXECUTE FUNCTION order_history_versions_bump_orders();
CREATE TRIGGER orders_history_version_update AFTER UPDATE ON orders
  REFERENCING NEW TABLE AS changed_orders FOR EACH STATEMENT EXECUTE FUNCTION order_history_versions_bump_orders();
CREATE TRIGGER orders_history_version_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS changed_orders FOR EACH STATEMENT EXECUTE FUNCTION order_history_versions_bump_orders();

-- A renamed courier, picker or store changes the rows that name it (couriers move all the time:
-- only a changed name counts).
CREATE FUNCTION order_history_versions_bump_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_history_versions SET version = version + 1
  WHERE franchise_id IN (
    SELECT renamed.franchise_id FROM renamed JOIN named_before ON named_before.id = renamed.id
    WHERE renamed.name IS DISTINCT FROM named_before.name
  );
  RETURN NULL;
END
$$;

CREATE TRIGGER couriers_history_version AFTER UPDATE ON couriers
  REFERENCING OLD TABLE AS named_before NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION order_history_versions_bump_names();
CREATE TRIGGER pickers_history_version AFTER UPDATE ON pickers
  REFERENCING OLD TABLE AS named_before NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION order_history_versions_bump_names();
CREATE TRIGGER warehouses_history_version AFTER UPDATE ON warehouses
  REFERENCING OLD TABLE AS named_before NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION order_history_versions_bump_names();
