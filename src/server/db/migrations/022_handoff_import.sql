-- A hand-off to the flower relay may also be an import into its own system through its API (issue 24).
ALTER TABLE handoffs DROP CONSTRAINT handoffs_method_check;
ALTER TABLE handoffs ADD CONSTRAINT handoffs_method_check CHECK (method IN ('mail', 'mark', 'import'));
