-- What the staff statistics (POST /staff/stats, gateway/db/staff-stats.ts) read beyond the
-- orders' timestamps: the client's rating of a rated order, the products a picker could not
-- find, and when each courier was logged in. The seed and the simulator fill them.

-- The client's rating (1 to 5) of a rated order (status 1000); null until rated.
ALTER TABLE orders ADD COLUMN rating smallint CHECK (rating BETWEEN 1 AND 5);
-- Basket lines the picker could not find, counted when the order is prepared (event 1900).
ALTER TABLE orders ADD COLUMN missing_items integer NOT NULL DEFAULT 0 CHECK (missing_items >= 0);

-- The statistics group a franchise's orders of a period by courier or picker: the range scan of
-- the franchise and creation time carries the people and the steps' times, so a page over 92
-- days reads the index alone, without visiting the table.
CREATE INDEX orders_franchise_created_staff_idx ON orders (franchise_id, created_at)
  INCLUDE (courier_id, picker_id, checkout_at, picker_assigned_at, prepared_at, onway_at, reached_at, delivered_at,
    canceled_at, rating, missing_items);

-- A courier's log-in sessions: from logging in to logging out (null while still logged in).
CREATE TABLE courier_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  courier_id text NOT NULL REFERENCES couriers (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  CHECK (ended_at IS NULL OR ended_at > started_at)
);
-- sessions overlapping a period: the franchise, then the start (a session starts before the
-- period ends); one courier's own sessions
CREATE INDEX courier_sessions_franchise_started_idx ON courier_sessions (franchise_id, started_at) INCLUDE (courier_id, ended_at);
CREATE INDEX courier_sessions_courier_idx ON courier_sessions (courier_id, started_at);
