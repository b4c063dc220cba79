-- Orders with their timeline, pickers with their shift plans, and the live state of couriers
-- (location, availability, log-in). Every franchise-owned table carries franchise_id and every
-- index a call filters or sorts with is led by it: each query is scoped to one franchise first.
-- Enumerations (statuses, events, reasons, error codes, order types) live in src/domain/enums.

-- Couriers: where they are and whether they can take an order.
ALTER TABLE couriers
  ADD COLUMN latitude double precision,
  ADD COLUMN longitude double precision,
  ADD COLUMN location_updated_at timestamptz,
  -- courier availability (spec 4: 100 unavailable, 200 out of courier, 300 free)
  ADD COLUMN availability integer NOT NULL DEFAULT 100,
  ADD COLUMN is_logged_in boolean NOT NULL DEFAULT false,
  -- order types the courier serves (spec 9)
  ADD COLUMN domain_types integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN status_updated_at timestamptz;
CREATE INDEX couriers_franchise_is_logged_in_idx ON couriers (franchise_id, is_logged_in);

-- Pickers: the store staff who gather an order's products.
CREATE TABLE pickers (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  name text NOT NULL,
  phone text NOT NULL,
  -- picker status (spec 4: 100 free, 200 busy, 300 picking, 1000 canceled)
  status integer NOT NULL,
  -- busy reason (spec 4: 201 ... 299) while busy; null reads as unknown (289)
  status_reason_code integer,
  status_updated_at timestamptz NOT NULL,
  last_job_date timestamptz,
  is_activated boolean NOT NULL DEFAULT true,
  is_logged_in boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pickers_franchise_warehouse_idx ON pickers (franchise_id, warehouse_id);
CREATE INDEX pickers_franchise_status_idx ON pickers (franchise_id, status);
CREATE INDEX pickers_franchise_name_idx ON pickers (franchise_id, name);

-- Picker shift plans: one row per shift of one picker in one store.
CREATE TABLE picker_plans (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  picker_id text NOT NULL REFERENCES pickers (id) ON DELETE CASCADE,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at)
);
CREATE INDEX picker_plans_franchise_start_idx ON picker_plans (franchise_id, start_at);
CREATE INDEX picker_plans_franchise_warehouse_start_idx ON picker_plans (franchise_id, warehouse_id, start_at);
CREATE INDEX picker_plans_picker_idx ON picker_plans (picker_id, start_at);

-- Orders. created_at is when the basket was created (event 1000): every date filter and count
-- reads it. One timestamp per step of the flow (gateway/orders/flow.ts), null until reached.
CREATE TABLE orders (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  -- order type (spec 9: 1 brand, 2 food, 3 market, 4 water, 6 locals, 14 finance)
  domain_type integer NOT NULL,
  -- order status (spec 4: 100 incomplete ... 1500 canceled by admin)
  status integer NOT NULL,
  status_updated_at timestamptz NOT NULL,
  -- order error code (spec 8) of an order that failed at checkout
  error_code integer,
  courier_id text REFERENCES couriers (id) ON DELETE SET NULL,
  picker_id text REFERENCES pickers (id) ON DELETE SET NULL,
  customer_name text NOT NULL,
  customer_phone text NOT NULL,
  customer_address text NOT NULL,
  delivery_latitude double precision NOT NULL,
  delivery_longitude double precision NOT NULL,
  -- [{ productId, name, count, price, totalAmount }]
  basket jsonb NOT NULL,
  basket_amount numeric(12, 2) NOT NULL,
  delivery_fee numeric(12, 2) NOT NULL,
  total_amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL,
  checkout_at timestamptz,
  picker_assigned_at timestamptz,
  verified_at timestamptz,
  prepared_at timestamptz,
  handover_at timestamptz,
  onway_at timestamptz,
  reached_at timestamptz,
  delivered_at timestamptz,
  rated_at timestamptz,
  canceled_at timestamptz
);
-- history: the franchise, then the date (the default sort; id breaks ties in the same direction);
-- the included columns let a count over a few hours with any filter be answered from the index
CREATE INDEX orders_franchise_created_idx ON orders (franchise_id, created_at, id) INCLUDE (warehouse_id, status, domain_type);
-- history filtered by store, status or order type; counts per store
CREATE INDEX orders_franchise_warehouse_created_idx ON orders (franchise_id, warehouse_id, created_at);
CREATE INDEX orders_franchise_status_created_idx ON orders (franchise_id, status, created_at);
CREATE INDEX orders_franchise_domain_type_created_idx ON orders (franchise_id, domain_type, created_at);
-- the live map, the problematic-orders widget and the simulator read only the active orders
CREATE INDEX orders_active_idx ON orders (franchise_id, status_updated_at) WHERE status >= 350 AND status < 900;
CREATE INDEX orders_courier_idx ON orders (courier_id);
CREATE INDEX orders_picker_idx ON orders (picker_id);

-- The timeline: one row per event (spec 4 event codes), in the order they happened.
CREATE TABLE order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  franchise_id text NOT NULL REFERENCES franchises (id),
  event integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX order_events_order_idx ON order_events (order_id, created_at, id);

-- Orders per UTC day, store, status and order type, kept by the trigger below. The history's
-- total adds up whole days here and counts only the partial days at both ends in orders, so a
-- total over weeks reads a few thousand small rows instead of tens of thousands of orders.
CREATE TABLE order_day_counts (
  franchise_id text NOT NULL,
  day date NOT NULL,
  warehouse_id text NOT NULL,
  status integer NOT NULL,
  domain_type integer NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (franchise_id, day, warehouse_id, status, domain_type)
);

CREATE FUNCTION order_day_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_day_counts SET orders = orders - 1
    WHERE franchise_id = OLD.franchise_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date
      AND warehouse_id = OLD.warehouse_id AND status = OLD.status AND domain_type = OLD.domain_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_day_counts (franchise_id, day, warehouse_id, status, domain_type, orders)
    VALUES (NEW.franchise_id, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.warehouse_id, NEW.status, NEW.domain_type, 1)
    ON CONFLICT (franchise_id, day, warehouse_id, status, domain_type)
    DO UPDATE SET orders = order_day_counts.orders + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_day_counts_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_day_counts_track();
CREATE TRIGGER orders_day_counts_update AFTER UPDATE ON orders
  FOR EACH ROW
  WHEN (OLD.franchise_id IS DISTINCT FROM NEW.franchise_id OR OLD.warehouse_id IS DISTINCT FROM NEW.warehouse_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.domain_type IS DISTINCT FROM NEW.domain_type)
  EXECUTE FUNCTION order_day_counts_track();
