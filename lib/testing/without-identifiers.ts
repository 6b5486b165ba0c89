const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const HEX_REFERENCE = /\b[a-z]+_[0-9a-f]{16,}\b/gi;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)?/g;
const ID_VALUE = /("[A-Za-z_]*(?:id|Id|ID)")\s*:\s*"\d+"/g;
const NUMBER_VALUE = /(:|\[|,)\s*-?\d+(\.\d+)?(?=\s*[,}\]])/g;

/**
 * `value` as JSON with its ids, uuids, processor references, timestamps and bare numbers blanked out,
 * for tests that look for leaked PII fragments in stored rows. A last four like "6789" would otherwise
 * match a row id that grew past it, a uuid's hex or a createdAt's milliseconds, and fail at random.
 */
export function withoutIdentifiers(value: unknown): string {
  return JSON.stringify(value)
    .replace(UUID, '<uuid>')
    .replace(HEX_REFERENCE, '<reference>')
    .replace(TIMESTAMP, '<timestamp>')
    .replace(ID_VALUE, '$1:"<id>"')
    .replace(NUMBER_VALUE, '$1<number>');
}
