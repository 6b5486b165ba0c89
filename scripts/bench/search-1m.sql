-- The pipeline search at 1,000,000 applications on PostgreSQL (docs/portal.md, "Search"): a synthetic
-- retailer with 40 stores whose applicants are drawn like the demo seed's (30 × 30 names, random phones and
-- SSN last fours), inserted through the real triggers, then the list query the API runs for three searches.
-- Run on an empty migrated database:  psql "$DATABASE_URL" -f scripts/bench/search-1m.sql
\timing on
insert into retailers (slug, name) values ('bench', 'Bench Retail');
insert into stores (retailer_id, slug, name, city, state, zip)
  select r.id, 'store-' || g, 'Store ' || g, 'Austin', 'TX', '78701' from retailers r, generate_series(1, 40) g;
create temporary table names as
  select string_to_array('James Maria Robert Linda Michael Patricia David Jennifer Luis Elizabeth Carlos Aisha Kevin Nguyen Sofia Daniel Keisha Jose Emily Marcus Ana Brian Latoya Hector Grace Tyrone Rosa Ethan Mei Andre', ' ') as firsts,
         string_to_array('Smith Johnson Williams Garcia Martinez Brown Davis Rodriguez Lopez Wilson Anderson Thomas Jackson Tran Hernandez Moore Nguyen Clark Lewis Robinson Walker Perez Hall Young Allen Sanchez Wright King Scott Green', ' ') as lasts;
insert into applicants (retailer_id, first_name, last_name, email, cell, ssn_last4)
  select r.id, f, l, lower(f || '.' || l || (1 + (random() * 998)::int) || '@example.com'),
         (201 + (random() * 788)::int)::text || (200 + (random() * 799)::int)::text || lpad((random() * 9999)::int::text, 4, '0'),
         lpad((random() * 9999)::int::text, 4, '0')
    from retailers r, names n, generate_series(1, 1000000) g,
         lateral (select n.firsts[1 + (random() * 29)::int] as f, n.lasts[1 + (random() * 29)::int] as l, g as gg) p;
insert into applications (retailer_id, store_id, applicant_id, state_code, label, created_at, updated_at)
  select a.retailer_id, s.id, a.id, (array['V','R','A','N','X','E'])[1 + (random() * 5)::int], a.first_name || ' ' || a.last_name,
         now() - random() * interval '365 days', now()
    from applicants a
    join lateral (select id from stores where retailer_id = a.retailer_id order by id offset (a.id % 40) limit 1) s on true;
analyze applicants;
analyze applications;
-- The terms' visibility map, so name searches read the btree alone (autovacuum does this in time).
vacuum analyze application_search_terms;
select count(*) as applications, count(search_text) as with_search_text from applications;
\timing off
