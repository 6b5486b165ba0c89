-- The pipeline's maintained totals (docs/pipeline-counts.md). pipeline_counts holds, per retailer, store,
-- purchase group and UTC day of creation, how many applications there are; statement-level triggers on
-- applications move the counts in the same transaction as every insert, update and delete, whoever writes
-- (the core, the seed, the CLI, an import). The group reads only applications' own columns: the lease's
-- state is copied into applications.lease_state_code by the core in the same transaction as each lease
-- transition, so no trigger on leases is needed. Days are UTC days, so a store's time zone change moves
-- nothing (unlike the dashboard's store-local rollup, migration report_rollup_trigger).
--
-- The group of an application: the same rules as lib/core/applications/purchase-groups.ts (SPEC §5),
-- '' where none matches (only "all" counts such a row). A test holds the two in step.
CREATE OR REPLACE FUNCTION pipeline_group_of(state_code text, lease_state_code text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN state_code IN ('V', 'R') THEN 'new'
    WHEN state_code = 'A' THEN 'approved'
    WHEN state_code IN ('N', 'X', 'E') THEN 'closed'
    WHEN state_code = 'L' AND lease_state_code = 'V' THEN 'contracting'
    WHEN state_code = 'L' AND lease_state_code IN ('S', 'D') THEN 'signed'
    WHEN state_code = 'L' AND lease_state_code = 'F' THEN 'funded'
    WHEN state_code = 'L' AND lease_state_code IN ('P', 'X') THEN 'closed'
    ELSE ''
  END
$$;
--> statement-breakpoint
-- One function for the three statement triggers below; each sees its own transition tables (new_rows,
-- old_rows). The changes are summed per key first and applied in key order, so a statement touching many
-- applications updates each count row once, and concurrent writers lock count rows in the same order.
CREATE OR REPLACE FUNCTION pipeline_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pipeline_counts AS c (retailer_id, store_id, purchase_group, day, applications)
    SELECT retailer_id, store_id, pipeline_group_of(state_code, lease_state_code), (created_at AT TIME ZONE 'UTC')::date, count(*)
      FROM new_rows
     GROUP BY 2, 3, 4, 1
     ORDER BY 2, 3, 4, 1
    ON CONFLICT (store_id, purchase_group, day, retailer_id) DO UPDATE SET applications = c.applications + excluded.applications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO pipeline_counts AS c (retailer_id, store_id, purchase_group, day, applications)
    SELECT retailer_id, store_id, pipeline_group_of(state_code, lease_state_code), (created_at AT TIME ZONE 'UTC')::date, -count(*)
      FROM old_rows
     GROUP BY 2, 3, 4, 1
     ORDER BY 2, 3, 4, 1
    ON CONFLICT (store_id, purchase_group, day, retailer_id) DO UPDATE SET applications = c.applications + excluded.applications;
  ELSE
    -- Only rows whose key moved: most updates (a label, a search refresh, a decision's details) move none.
    INSERT INTO pipeline_counts AS c (retailer_id, store_id, purchase_group, day, applications)
    SELECT d.retailer_id, d.store_id, d.purchase_group, d.day, sum(d.delta)
      FROM (
        SELECT o.retailer_id, o.store_id, pipeline_group_of(o.state_code, o.lease_state_code) AS purchase_group, (o.created_at AT TIME ZONE 'UTC')::date AS day, -1 AS delta
          FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (o.retailer_id, o.store_id, pipeline_group_of(o.state_code, o.lease_state_code), (o.created_at AT TIME ZONE 'UTC')::date)
               IS DISTINCT FROM (n.retailer_id, n.store_id, pipeline_group_of(n.state_code, n.lease_state_code), (n.created_at AT TIME ZONE 'UTC')::date)
        UNION ALL
        SELECT n.retailer_id, n.store_id, pipeline_group_of(n.state_code, n.lease_state_code), (n.created_at AT TIME ZONE 'UTC')::date, 1
          FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (o.retailer_id, o.store_id, pipeline_group_of(o.state_code, o.lease_state_code), (o.created_at AT TIME ZONE 'UTC')::date)
               IS DISTINCT FROM (n.retailer_id, n.store_id, pipeline_group_of(n.state_code, n.lease_state_code), (n.created_at AT TIME ZONE 'UTC')::date)
      ) d
     GROUP BY d.store_id, d.purchase_group, d.day, d.retailer_id
    HAVING sum(d.delta) <> 0
     ORDER BY d.store_id, d.purchase_group, d.day, d.retailer_id
    ON CONFLICT (store_id, purchase_group, day, retailer_id) DO UPDATE SET applications = c.applications + excluded.applications;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_pipeline_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pipeline_counts_apply();
--> statement-breakpoint
CREATE TRIGGER applications_pipeline_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pipeline_counts_apply();
--> statement-breakpoint
CREATE TRIGGER applications_pipeline_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pipeline_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pipeline_counts_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pipeline_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER applications_pipeline_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION pipeline_counts_truncate();
--> statement-breakpoint
-- Recounts the totals from the applications (all stores with NULL): the backfill below, and a repair
-- should the table ever be doubted (docs/pipeline-counts.md).
CREATE OR REPLACE FUNCTION pipeline_counts_rebuild(p_store_id integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pipeline_counts WHERE p_store_id IS NULL OR store_id = p_store_id;
  INSERT INTO pipeline_counts (retailer_id, store_id, purchase_group, day, applications)
  SELECT retailer_id, store_id, pipeline_group_of(state_code, lease_state_code), (created_at AT TIME ZONE 'UTC')::date, count(*)
    FROM applications
   WHERE p_store_id IS NULL OR store_id = p_store_id
   GROUP BY 2, 3, 4, 1;
END;
$$;
--> statement-breakpoint
SELECT pipeline_counts_rebuild(NULL);
