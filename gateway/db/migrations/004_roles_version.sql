-- The version of a user's roles, raised by every change to them, in the same transaction. Each
-- signed-in call reads it with the session and asks for the roles themselves only when it does
-- not already hold that version (gateway/auth/roles-cache.ts): a role granted or taken away still
-- applies on the very next call, without building the roles on every call.
ALTER TABLE users ADD COLUMN roles_version integer NOT NULL DEFAULT 0;

CREATE FUNCTION user_roles_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE users SET roles_version = roles_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id <> OLD.user_id) THEN
    UPDATE users SET roles_version = roles_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER user_roles_bump_version AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION user_roles_bump_version();
