-- DDS and DDS100 penalty logs (resources/performance/dds-logs.ts and dds100-logs.ts, served by the
-- generic REST layer through one view per kind; docs/dys.md): a penalty head office logs against a
-- store for a criterion, with the order or transfer it concerns, and the franchise's objection:
-- 100 not objected -> 200 waiting (the franchise objects, until `objectable_until`, written by
-- whoever logs it from src/domain/dys/answers.ts's objectionDeadline) -> 300 accepted (the penalty
-- stops counting) or 400 denied, with head office's reason.
CREATE TABLE dds_penalty_logs (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  -- ddsLogKind: 1 DDS, 2 DDS100
  kind integer NOT NULL,
  -- ddsCriterion
  criterion integer NOT NULL,
  penalty double precision NOT NULL,
  -- ddsLogStatus
  status integer NOT NULL,
  logged_at timestamptz NOT NULL,
  objectable_until timestamptz NOT NULL,
  -- what it concerns: an order's id, or a transfer's (waybill) reference
  order_id text,
  transfer_ref text,
  description text NOT NULL DEFAULT '',
  objection text,
  objected_at timestamptz,
  decision_reason text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- every list filter and sort, led by the franchise and the kind (each view reads one kind)
CREATE INDEX dds_penalty_logs_logged_idx ON dds_penalty_logs (franchise_id, kind, logged_at, id);
CREATE INDEX dds_penalty_logs_warehouse_idx ON dds_penalty_logs (franchise_id, kind, warehouse_id, logged_at);
CREATE INDEX dds_penalty_logs_status_idx ON dds_penalty_logs (franchise_id, kind, status);
CREATE INDEX dds_penalty_logs_criterion_idx ON dds_penalty_logs (franchise_id, kind, criterion);
CREATE INDEX dds_penalty_logs_penalty_idx ON dds_penalty_logs (franchise_id, kind, penalty);

-- One simple view per kind: PostgreSQL updates through it, so the REST layer's reads, the
-- objection's UPDATE and the summary see one kind each.
CREATE VIEW dds_logs AS SELECT * FROM dds_penalty_logs WHERE kind = 1;
CREATE VIEW dds100_logs AS SELECT * FROM dds_penalty_logs WHERE kind = 2;
