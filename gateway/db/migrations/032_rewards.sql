-- The rewards the franchise's stores earn per financial month (resources/commercial/reward.ts;
-- DOMAIN.md, Reward, our model; docs/commercial.md). Decided by head office, read by the franchise.
CREATE TABLE rewards (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  -- the financial month by the calendar month it ends in ('2026-12': 26 Nov to 25 Dec)
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  -- rewardKind: 1 DYS grade, 2 courier program, 3 campaign
  kind integer NOT NULL CHECK (kind BETWEEN 1 AND 3),
  criterion text NOT NULL,
  achieved double precision NOT NULL,
  target double precision NOT NULL,
  -- in the franchise's country's currency, to the cent (a float8 so both engines send a JSON number)
  amount double precision NOT NULL CHECK (amount >= 0 AND amount = round(amount::numeric, 2)::float8),
  -- rewardStatus: 1 pending, 2 approved, 3 paid
  status integer NOT NULL CHECK (status BETWEEN 1 AND 3),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- every list filter and sort, led by the franchise and mostly the month
CREATE INDEX rewards_month_idx ON rewards (franchise_id, month, amount);
CREATE INDEX rewards_warehouse_idx ON rewards (franchise_id, warehouse_id, month);
CREATE INDEX rewards_kind_idx ON rewards (franchise_id, kind, month);
CREATE INDEX rewards_status_idx ON rewards (franchise_id, status, month);
CREATE INDEX rewards_amount_idx ON rewards (franchise_id, amount);
CREATE INDEX rewards_achieved_idx ON rewards (franchise_id, achieved);
