-- Failed sign-ins per account name, from every address together: past a few free failures each
-- one makes the next attempt wait longer (gateway/auth/account-throttle.ts). Kept in the database
-- so every gateway process counts alike; a name that is no account is counted too, so the waits
-- tell a prober nothing about which names exist.
CREATE TABLE sign_in_failures (
  -- lower(trim(username)) as typed
  username text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz
);
