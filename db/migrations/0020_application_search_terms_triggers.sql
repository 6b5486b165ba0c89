-- Pipeline name search (docs/portal.md, "Search"): application_search_terms holds each application's
-- applicant name words and word pairs, kept by triggers so every writer (the core, the seed, imports) keeps it without
-- knowing. It replaces the search_tokens array: a narrow btree of (term, application_id) answers a word
-- from the index alone, and the words' id sets intersect before any application row is read.
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
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The words of the applicant's names (first, last, middle), lower-cased, 2 to 32 characters each, and every
-- ordered pair of two different words ("maria garcia", "garcia maria"): a full name is then one range of
-- the btree ('maria garc%') instead of two long ranges to intersect. Runs after the row exists (the terms
-- reference it) and whenever applicant_id is "touched" by the statement triggers of migration
-- pipeline_search_triggers (a changed applicant re-runs it).
CREATE OR REPLACE FUNCTION applications_search_terms_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM application_search_terms WHERE application_id = NEW.id;
  END IF;
  INSERT INTO application_search_terms (application_id, term)
  WITH words AS (
    SELECT DISTINCT left(w, 32) AS w
      FROM applicants p,
           regexp_split_to_table(lower(concat_ws(' ', p.first_name, p.last_name, p.middle_name)), '[^[:alnum:]]+') AS w
     WHERE p.id = NEW.applicant_id AND length(w) >= 2)
  SELECT NEW.id, w FROM words
  UNION
  SELECT NEW.id, a.w || ' ' || b.w FROM words a, words b WHERE a.w <> b.w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_search_terms_fill
  AFTER INSERT OR UPDATE OF applicant_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_search_terms_fill();
--> statement-breakpoint
INSERT INTO application_search_terms (application_id, term)
WITH words AS (
  SELECT DISTINCT a.id, left(w, 32) AS w
    FROM applications a
    JOIN applicants p ON p.id = a.applicant_id,
         regexp_split_to_table(lower(concat_ws(' ', p.first_name, p.last_name, p.middle_name)), '[^[:alnum:]]+') AS w
   WHERE length(w) >= 2)
SELECT id, w FROM words
UNION
SELECT a.id, a.w || ' ' || b.w FROM words a JOIN words b ON b.id = a.id AND a.w <> b.w
ON CONFLICT DO NOTHING;
