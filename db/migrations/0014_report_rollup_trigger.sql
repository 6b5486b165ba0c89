-- The dashboard rollup (docs/reports.md): every change to an application moves its count from the
-- rollup row of its old values to the row of its new ones, in the same transaction.
CREATE OR REPLACE FUNCTION report_rollup_apply(r applications, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  local_day date;
  funded bigint := 0;
  funded_at timestamptz;
  code text;
BEGIN
  SELECT (r.created_at AT TIME ZONE s.timezone)::date INTO local_day FROM stores s WHERE s.id = r.store_id;
  IF r.lease_state_code IN ('F', 'P') THEN
    SELECT coalesce(l.funded_amount_cents, 0), l.funded_at INTO funded, funded_at FROM leases l WHERE l.application_id = r.id AND l.deleted_at IS NULL;
    funded := coalesce(funded, 0);
  END IF;
  IF sign < 0 THEN
    DELETE FROM application_funding_times WHERE application_id = r.id;
  ELSIF funded_at IS NOT NULL THEN
    INSERT INTO application_funding_times (application_id, store_id, day, seconds)
    VALUES (r.id, r.store_id, local_day, floor(extract(epoch FROM funded_at - r.created_at))::bigint)
    ON CONFLICT (application_id) DO UPDATE SET store_id = excluded.store_id, day = excluded.day, seconds = excluded.seconds;
  END IF;
  INSERT INTO application_day_stats AS t (store_id, day, decision_code, verified, lease_state_code, applications, approved_cents, funded_cents)
  VALUES (
    r.store_id, local_day, coalesce(r.decision_code, ''), r.verified_at IS NOT NULL, coalesce(r.lease_state_code, ''), sign,
    sign * CASE WHEN r.decision_code = 'A' THEN coalesce(r.approved_amount_cents, 0) ELSE 0 END,
    sign * funded
  )
  ON CONFLICT (store_id, day, decision_code, verified, lease_state_code) DO UPDATE
    SET applications = t.applications + excluded.applications,
        approved_cents = t.approved_cents + excluded.approved_cents,
        funded_cents = t.funded_cents + excluded.funded_cents;
  IF r.decision_code = 'N' AND r.reason_codes IS NOT NULL AND jsonb_typeof(r.reason_codes) = 'array' THEN
    FOR code IN SELECT jsonb_array_elements_text(r.reason_codes) LOOP
      INSERT INTO application_day_declines AS d (store_id, day, reason_code, applications)
      VALUES (r.store_id, local_day, code, sign)
      ON CONFLICT (store_id, day, reason_code) DO UPDATE SET applications = d.applications + excluded.applications;
    END LOOP;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rollup_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.store_id IS NOT DISTINCT FROM NEW.store_id
     AND OLD.created_at IS NOT DISTINCT FROM NEW.created_at
     AND OLD.decision_code IS NOT DISTINCT FROM NEW.decision_code
     AND (OLD.verified_at IS NULL) = (NEW.verified_at IS NULL)
     AND OLD.lease_state_code IS NOT DISTINCT FROM NEW.lease_state_code
     AND OLD.approved_amount_cents IS NOT DISTINCT FROM NEW.approved_amount_cents
     AND OLD.reason_codes IS NOT DISTINCT FROM NEW.reason_codes THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_rollup_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_rollup_apply(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_report_rollup AFTER INSERT OR UPDATE OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION report_rollup_trigger();
--> statement-breakpoint
-- A funded lease's amount or funding time set or changed after its application reached F or P moves the
-- funded sum and the application's time to funding.
CREATE OR REPLACE FUNCTION report_rollup_lease_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  delta := CASE WHEN NEW.deleted_at IS NULL THEN coalesce(NEW.funded_amount_cents, 0) ELSE 0 END
         - CASE WHEN TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL THEN coalesce(OLD.funded_amount_cents, 0) ELSE 0 END;
  IF delta <> 0 THEN
    UPDATE application_day_stats t SET funded_cents = t.funded_cents + delta
    FROM applications a JOIN stores s ON s.id = a.store_id
    WHERE a.id = NEW.application_id AND a.lease_state_code IN ('F', 'P')
      AND t.store_id = a.store_id AND t.day = (a.created_at AT TIME ZONE s.timezone)::date
      AND t.decision_code = coalesce(a.decision_code, '') AND t.verified = (a.verified_at IS NOT NULL) AND t.lease_state_code = a.lease_state_code;
  END IF;
  IF TG_OP = 'INSERT' OR OLD.funded_at IS DISTINCT FROM NEW.funded_at OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at THEN
    DELETE FROM application_funding_times WHERE application_id = NEW.application_id;
    INSERT INTO application_funding_times (application_id, store_id, day, seconds)
    SELECT a.id, a.store_id, (a.created_at AT TIME ZONE s.timezone)::date, floor(extract(epoch FROM l.funded_at - a.created_at))::bigint
    FROM applications a JOIN stores s ON s.id = a.store_id
    JOIN leases l ON l.application_id = a.id AND l.deleted_at IS NULL AND l.funded_at IS NOT NULL
    WHERE a.id = NEW.application_id AND a.lease_state_code IN ('F', 'P');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leases_report_rollup AFTER INSERT OR UPDATE OF funded_amount_cents, funded_at, deleted_at ON leases
  FOR EACH ROW EXECUTE FUNCTION report_rollup_lease_trigger();
--> statement-breakpoint
-- Recounts one store (all stores with NULL) from its applications: the backfill below, and a store
-- whose time zone changes (its local days move).
CREATE OR REPLACE FUNCTION report_rollup_rebuild(p_store_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_day_stats WHERE p_store_id IS NULL OR store_id = p_store_id;
  DELETE FROM application_day_declines WHERE p_store_id IS NULL OR store_id = p_store_id;
  DELETE FROM application_funding_times WHERE p_store_id IS NULL OR store_id = p_store_id;
  INSERT INTO application_funding_times (application_id, store_id, day, seconds)
  SELECT a.id, a.store_id, (a.created_at AT TIME ZONE s.timezone)::date, floor(extract(epoch FROM l.funded_at - a.created_at))::bigint
  FROM applications a
  JOIN stores s ON s.id = a.store_id
  JOIN leases l ON l.application_id = a.id AND l.deleted_at IS NULL AND l.funded_at IS NOT NULL
  WHERE a.lease_state_code IN ('F', 'P') AND (p_store_id IS NULL OR a.store_id = p_store_id);
  INSERT INTO application_day_stats (store_id, day, decision_code, verified, lease_state_code, applications, approved_cents, funded_cents)
  SELECT a.store_id, (a.created_at AT TIME ZONE s.timezone)::date, coalesce(a.decision_code, ''), a.verified_at IS NOT NULL, coalesce(a.lease_state_code, ''),
    count(*), coalesce(sum(a.approved_amount_cents) FILTER (WHERE a.decision_code = 'A'), 0),
    coalesce(sum(l.funded_amount_cents) FILTER (WHERE a.lease_state_code IN ('F', 'P')), 0)
  FROM applications a
  JOIN stores s ON s.id = a.store_id
  LEFT JOIN leases l ON l.application_id = a.id AND l.deleted_at IS NULL AND a.lease_state_code IN ('F', 'P')
  WHERE p_store_id IS NULL OR a.store_id = p_store_id
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO application_day_declines (store_id, day, reason_code, applications)
  SELECT a.store_id, (a.created_at AT TIME ZONE s.timezone)::date, r.code, count(*)
  FROM applications a
  JOIN stores s ON s.id = a.store_id
  CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(a.reason_codes) = 'array' THEN a.reason_codes ELSE '[]'::jsonb END) AS r(code)
  WHERE a.decision_code = 'N' AND (p_store_id IS NULL OR a.store_id = p_store_id)
  GROUP BY 1, 2, 3;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rollup_store_zone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_rollup_rebuild(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stores_report_rollup_zone AFTER UPDATE OF timezone ON stores
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION report_rollup_store_zone();
--> statement-breakpoint
SELECT report_rollup_rebuild(NULL);
