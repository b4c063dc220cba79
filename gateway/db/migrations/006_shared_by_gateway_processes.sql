-- What gateway processes sharing one PostgreSQL server share besides the data (gateway/cluster/).
-- The embedded engine, opened by one process only, gets the tables too and leaves them empty.

-- Sign-in attempts per client address (and username) in the current window, counted for
-- @fastify/rate-limit (gateway/rate-limit.ts) so a client that spreads its attempts over the
-- processes behind a load balancer meets the same limit as against one.
CREATE TABLE rate_limit_counters (
  -- the call, the address and, for the per-username limit, the username
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

-- Realtime events too large for one NOTIFY (8000 bytes, e.g. a courier batch of a big franchise):
-- the socket.io PostgreSQL adapter stores them here and notifies their id; it deletes them after
-- 30 s. The columns are the ones the adapter reads and writes.
CREATE TABLE socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
