-- Electricity bills of the franchise's stores (resources/commercial/bills.ts, docs/commercial.md),
-- the TR group's: the readings and amounts of one bill and its file (a `file` field: the
-- reference { key, name, type, size } of an upload, migration 011). Never below 0, the last read
-- after the first: the declaration's rules, kept by the table too.
CREATE TABLE bills (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  provider text NOT NULL,
  tariff text,
  first_read_date date NOT NULL,
  last_read_date date NOT NULL,
  -- the days the bill covers, from its two read dates
  days integer GENERATED ALWAYS AS (last_read_date - first_read_date) STORED,
  consumption_total double precision NOT NULL CHECK (consumption_total >= 0),
  consumption_day double precision CHECK (consumption_day >= 0),
  consumption_peak double precision CHECK (consumption_peak >= 0),
  consumption_night double precision CHECK (consumption_night >= 0),
  contracted_power double precision CHECK (contracted_power >= 0),
  demand double precision CHECK (demand >= 0),
  reactive double precision CHECK (reactive >= 0),
  energy_cost double precision CHECK (energy_cost >= 0),
  tax_fund double precision CHECK (tax_fund >= 0),
  penalty double precision CHECK (penalty >= 0),
  amount_paid double precision NOT NULL CHECK (amount_paid >= 0),
  bill_file jsonb NOT NULL,
  -- the recording user's name then
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (last_read_date > first_read_date)
);
-- the list's default order and its read-date filter, by store and alone, led by the franchise
CREATE INDEX bills_franchise_last_read_idx ON bills (franchise_id, last_read_date, id);
CREATE INDEX bills_franchise_first_read_idx ON bills (franchise_id, first_read_date);
CREATE INDEX bills_franchise_days_idx ON bills (franchise_id, days);
CREATE INDEX bills_franchise_warehouse_idx ON bills (franchise_id, warehouse_id, last_read_date DESC);
CREATE INDEX bills_franchise_provider_idx ON bills (franchise_id, provider);
CREATE INDEX bills_franchise_created_idx ON bills (franchise_id, created_at);
