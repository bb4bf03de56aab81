-- The staff audit log is append-only: an entry is never changed or removed, by the platform or by anyone
-- with the platform's database role. A correction is a new entry.
CREATE OR REPLACE FUNCTION staff_audit_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the staff audit log is append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change();
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_refuse_change();
