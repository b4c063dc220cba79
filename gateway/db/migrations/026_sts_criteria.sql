-- STS criteria (resources/performance/sts-summary.ts, docs/dys.md): per store and financial month
-- ('YYYY-MM', src/domain/financialMonth.ts), each criterion's value with head office's target and
-- weight. Scores and the STS point are derived from them (src/domain/dys/points.ts), never stored.
CREATE TABLE sts_criteria (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  month text NOT NULL,
  -- stsCriterion
  criterion integer NOT NULL,
  value double precision NOT NULL,
  target double precision NOT NULL,
  weight integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (franchise_id, warehouse_id, month, criterion)
);
CREATE INDEX sts_criteria_franchise_month_idx ON sts_criteria (franchise_id, month, warehouse_id);
