-- Pipeline search (docs/portal.md, "Search"): applications.search_text is filled from the applicant and
-- the leases by triggers, so every writer (the core, the seed, imports) keeps it without knowing, and it is
-- searched through a trigram GIN index; names through search_tokens (words and their prefixes, GIN). pg_trgm exists in PostgreSQL's contrib and in PGlite (loaded in
-- db/client.ts); it is a trusted extension, so the migrating role needs no superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_search_text_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person applicants%ROWTYPE;
BEGIN
  SELECT * INTO person FROM applicants WHERE id = NEW.applicant_id;
  NEW.search_text := lower(concat_ws(' ',
    person.first_name, person.last_name, person.middle_name, person.email,
    nullif(regexp_replace(coalesce(person.cell, ''), '[^0-9]', '', 'g'), ''),
    nullif(regexp_replace(coalesce(person.phone, ''), '[^0-9]', '', 'g'), ''),
    'ssn' || person.ssn_last4,
    (SELECT string_agg(l.loan_number, ' ' ORDER BY l.id) FROM leases l WHERE l.application_id = NEW.id)));
  -- Every word of the names and each of its prefixes of 2 to 16 characters: "garcia" gives ga, gar, … garcia.
  NEW.search_tokens := ARRAY(
    SELECT DISTINCT left(w, n)
      FROM regexp_split_to_table(lower(concat_ws(' ', person.first_name, person.last_name, person.middle_name)), '[^[:alnum:]]+') AS w,
           generate_series(2, least(length(w), 16)) AS n
     WHERE length(w) >= 2);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_search_text_fill
  BEFORE INSERT OR UPDATE OF applicant_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_search_text_fill();
--> statement-breakpoint
-- A new lease (loan number) or a changed applicant refreshes its applications: "touching" applicant_id
-- re-runs the fill above. Statement-level with transition tables, so a batch insert is one update.
CREATE OR REPLACE FUNCTION leases_search_text_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications a SET applicant_id = a.applicant_id
    FROM (SELECT DISTINCT application_id FROM inserted_leases) i
   WHERE a.id = i.application_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leases_search_text_touch
  AFTER INSERT ON leases REFERENCING NEW TABLE AS inserted_leases
  FOR EACH STATEMENT EXECUTE FUNCTION leases_search_text_touch();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION applicants_search_text_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications a SET applicant_id = a.applicant_id
    FROM (SELECT DISTINCT id FROM changed_applicants) c
   WHERE a.applicant_id = c.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applicants_search_text_touch
  AFTER UPDATE ON applicants REFERENCING NEW TABLE AS changed_applicants
  FOR EACH STATEMENT EXECUTE FUNCTION applicants_search_text_touch();
--> statement-breakpoint
UPDATE applications SET applicant_id = applicant_id;
--> statement-breakpoint
CREATE INDEX applications_search_text_trgm_idx ON applications USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX applications_search_tokens_idx ON applications USING gin (search_tokens);
