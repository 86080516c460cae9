-- Login attempts and reset requests share one table, so both limits are claimed the same way and hold across
-- instances: a row is written BEFORE the password is hashed (or the mail sent), under an advisory lock, and a
-- successful login removes its user's rows again.
ALTER TABLE login_failures RENAME TO auth_attempts;
ALTER TABLE auth_attempts RENAME COLUMN failed_at TO attempted_at;
ALTER TABLE auth_attempts ADD COLUMN kind text NOT NULL DEFAULT 'login' CHECK (kind IN ('login', 'reset'));
ALTER TABLE auth_attempts ALTER COLUMN kind DROP DEFAULT;
DROP INDEX login_failures_login;
DROP INDEX login_failures_address;
CREATE INDEX auth_attempts_login ON auth_attempts (kind, login, attempted_at);
CREATE INDEX auth_attempts_address ON auth_attempts (kind, address, attempted_at);
CREATE INDEX auth_attempts_time ON auth_attempts (attempted_at);

-- Expired or used reset links are deleted by the periodic cleanup, and using one link deletes the user's others.
CREATE INDEX password_resets_user ON password_resets (user_id);
CREATE INDEX password_resets_expires ON password_resets (expires_at);
