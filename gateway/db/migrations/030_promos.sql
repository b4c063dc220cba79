-- The franchise's promos (resources/commercial/promo-list.ts; DOMAIN.md, Commercial; docs/commercial.md):
-- set up by head office, read by the franchise. Status codes are the spec's (promoStatus).
CREATE TABLE promos (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  code text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- promoStatus: 1 inactive ... 7 preparing
  status integer NOT NULL CHECK (status BETWEEN 1 AND 7),
  -- the spec's domain (order type): 1, 2, 3, 4, 6, 14
  domain_type integer NOT NULL CHECK (domain_type IN (1, 2, 3, 4, 6, 14)),
  used_count integer NOT NULL CHECK (used_count >= 0),
  usage_limit integer NOT NULL CHECK (usage_limit > 0 AND used_count <= usage_limit),
  -- the customers who used it, of how many may
  customer_count integer NOT NULL CHECK (customer_count >= 0),
  customer_limit integer NOT NULL CHECK (customer_limit > 0 AND customer_count <= customer_limit),
  -- 1 is applied first
  priority integer NOT NULL CHECK (priority > 0),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL CHECK (valid_until > valid_from),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- every list filter and sort, led by the franchise
CREATE INDEX promos_priority_idx ON promos (franchise_id, priority, id);
CREATE INDEX promos_status_idx ON promos (franchise_id, status, priority);
CREATE INDEX promos_domain_idx ON promos (franchise_id, domain_type, priority);
CREATE INDEX promos_warehouse_idx ON promos (franchise_id, warehouse_id, priority);
CREATE INDEX promos_valid_from_idx ON promos (franchise_id, valid_from);
CREATE INDEX promos_valid_until_idx ON promos (franchise_id, valid_until);
CREATE INDEX promos_code_idx ON promos (franchise_id, code);
CREATE INDEX promos_used_count_idx ON promos (franchise_id, used_count);
