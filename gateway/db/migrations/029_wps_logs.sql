-- WPS point logs of the TR group (resources/performance/wps-logs.ts and wps-summary.ts; docs/dys.md):
-- a typed event head office logs against a store (an order, a transfer, a stock count, a courier)
-- with its reason and the signed points the reason is worth (written by whoever logs it from
-- src/domain/dys/wps.ts, never typed in), and what it refers to.
CREATE TABLE wps_logs (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  -- wpsType: the closed set of the detail path's {type}
  type integer NOT NULL CHECK (type BETWEEN 1 AND 4),
  -- wpsReason
  reason integer NOT NULL,
  points double precision NOT NULL,
  logged_at timestamptz NOT NULL,
  -- what it refers to: an order's id, a transfer's waybill, a count's reference, a courier's name
  reference text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- every list filter and sort and the summary's days, led by the franchise
CREATE INDEX wps_logs_logged_idx ON wps_logs (franchise_id, logged_at, id);
CREATE INDEX wps_logs_warehouse_idx ON wps_logs (franchise_id, warehouse_id, logged_at);
CREATE INDEX wps_logs_type_idx ON wps_logs (franchise_id, type, logged_at);
CREATE INDEX wps_logs_reason_idx ON wps_logs (franchise_id, reason, logged_at);
CREATE INDEX wps_logs_points_idx ON wps_logs (franchise_id, points);

-- a kept WPS summary answers anew once a log changes (028's version)
CREATE TRIGGER wps_logs_performance_version_insert AFTER INSERT ON wps_logs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION performance_versions_bump();
CREATE TRIGGER wps_logs_performance_version_update AFTER UPDATE ON wps_logs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION performance_versions_bump();
CREATE TRIGGER wps_logs_performance_version_delete AFTER DELETE ON wps_logs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION performance_versions_bump();
