-- Stock (resources/inventory/stock-current.ts and stock-movements.ts; docs/commercial.md, "Stock").
-- The catalogue of a country's products (POST /products), each store's stock of a product, and the
-- movements behind it. A stock row's `available` is always the sum of its movements' quantities:
-- the gateway writes a movement and the row it changes in one transaction (gateway/db/stock.ts).
CREATE TABLE products (
  id text PRIMARY KEY,
  -- the catalogue is head office's, per country: a franchise sees its own country's products
  country_id text NOT NULL REFERENCES countries (id),
  name_en text NOT NULL,
  name_tr text NOT NULL,
  image_en text,
  image_tr text,
  -- productCategory
  category integer NOT NULL,
  barcode text NOT NULL,
  sku text NOT NULL,
  -- what a keyword is looked for in (either language's name, the SKU, the barcode), lower case
  -- once here, so a search is a plain LIKE rather than an ILIKE of four columns per row
  search_text text GENERATED ALWAYS AS (lower(name_en || ' ' || name_tr || ' ' || sku || ' ' || barcode)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (country_id, sku)
);
CREATE INDEX products_country_name_en_idx ON products (country_id, name_en);
CREATE INDEX products_country_name_tr_idx ON products (country_id, name_tr);

CREATE TABLE stock_levels (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  product_id text NOT NULL REFERENCES products (id),
  -- the sum of the movements' quantities (never written otherwise)
  available integer NOT NULL DEFAULT 0,
  reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  in_transit integer NOT NULL DEFAULT 0 CHECK (in_transit >= 0),
  last_counted_at timestamptz,
  nearest_expiry date,
  -- the franchise's low-stock minimum (null: no alert)
  minimum integer CHECK (minimum >= 0),
  -- a notification went out when `available` reached the minimum; cleared once it is back above
  low_alerted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (franchise_id, warehouse_id, product_id)
);
-- a store's page, filtered by what is low or empty
CREATE INDEX stock_levels_available_idx ON stock_levels (franchise_id, warehouse_id, available);

CREATE TABLE stock_movements (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  product_id text NOT NULL REFERENCES products (id),
  moved_at timestamptz NOT NULL,
  -- stockMovementType
  type integer NOT NULL CHECK (type BETWEEN 1 AND 7),
  quantity integer NOT NULL CHECK (quantity <> 0),
  -- the stock row's available right after this movement, from the same statement that changed it
  balance_after integer NOT NULL,
  reference text NOT NULL DEFAULT '',
  user_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- a store's movements over days, and a product's in a store over days
CREATE INDEX stock_movements_store_time_idx ON stock_movements (franchise_id, warehouse_id, moved_at);
CREATE INDEX stock_movements_product_time_idx ON stock_movements (franchise_id, warehouse_id, product_id, moved_at);
CREATE INDEX stock_movements_time_idx ON stock_movements (franchise_id, moved_at);
