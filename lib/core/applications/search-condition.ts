import { eq, or, sql, type SQL } from 'drizzle-orm';
import { applications, applicationSearchTerms } from '@/db/schema';

const MAX_ID = 2_147_483_647;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search box entry means (docs/portal.md, "Search"): an application id, the last four of an SSN,
 * a phone number however it is written, a loan number, an e-mail or a name. A name becomes its words,
 * each a word or word-start of the applicant's names (`application_search_terms`, btree); anything else
 * one `like` pattern on `applications.search_text` (lower-case, trigram-indexed) and, for digits, the id.
 */
export function interpretSearch(raw: string): { id: number | null; pattern: string | null; nameTokens?: string[] } {
  const q = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q === '') return { id: null, pattern: null };
  const digits = q.replace(/^#/, '');
  if (/^\d+$/.test(digits)) {
    const n = Number(digits);
    const id = n >= 1 && n <= MAX_ID ? n : null;
    // Four digits are the last four of an SSN (or an id); longer runs are phone or loan-number digits.
    if (digits.length === 4) return { id, pattern: `%ssn${digits}%` };
    return { id, pattern: digits.length >= 5 ? `%${digits}%` : null };
  }
  // A phone number as people write it: (512) 555-0199, 512.555.0199, +1 512 555 0199.
  const phoneDigits = q.replace(/[\s().+-]/g, '');
  if (/^[\d\s().+-]+$/.test(q) && /^\d{7,}$/.test(phoneDigits)) return { id: null, pattern: `%${phoneDigits.replace(/^1(?=\d{10}$)/, '')}%` };
  // A name ("maria garcia", "garc"): a word of the names or its start; several words, neighbouring words
  // of the names, the last one's start allowed (application_search_terms: trigrams of common names are slow).
  if (/^[\p{L}\s'’-]+$/u.test(q)) {
    const words = q.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2).map((w) => w.slice(0, 16));
    if (words.length) return { id: null, pattern: null, nameTokens: [...new Set(words)] };
  }
  return { id: null, pattern: `%${escapeLike(q)}%` };
}

/** The pipeline's search filter, or undefined for no search. */
export function searchCondition(raw: string | undefined): SQL | undefined {
  if (!raw) return undefined;
  const { id, pattern, nameTokens } = interpretSearch(raw);
  if (nameTokens) return nameCondition(nameTokens);
  const text = pattern === null ? undefined : sql`${applications.searchText} like ${pattern}`;
  if (id !== null && text) return or(eq(applications.id, id), text);
  if (id !== null) return eq(applications.id, id);
  return text ?? sql`false`;
}

/**
 * Applications whose names match `words` (docs/portal.md, "Search"): one word, a name word starting with
 * it; several, each two neighbours a pair of the names' words, the first whole and the second its start
 * ("maria garc" is the term range 'maria garc…'), so a full name is one range of the
 * `(term text_pattern_ops, application_id)` btree, read from the index alone. `id = any(array(…))` makes
 * the ids one value computed first, so the planner fetches those few rows by primary key and sorts them,
 * rather than walking the date index and testing each row.
 */
function nameCondition(words: string[]): SQL {
  const patterns = words.length === 1 ? [`${escapeLike(words[0]!)}%`] : words.slice(1).map((word, i) => `${escapeLike(words[i]!)} ${escapeLike(word)}%`);
  const perPattern = patterns.map(
    (pattern) => sql`select ${applicationSearchTerms.applicationId} from ${applicationSearchTerms} where ${applicationSearchTerms.term} like ${pattern}`,
  );
  return sql`${applications.id} = any(array(${sql.join(perPattern, sql` intersect `)}))`;
}
