import { stringify } from 'csv-stringify';

/**
 * Cells a spreadsheet would read as a formula (or as a control that starts one) get a leading
 * apostrophe, so `=HYPERLINK(...)` typed into an applicant's name stays text when the export is opened
 * (OWASP "CSV injection"). Numbers we write ourselves are not strings and pass untouched.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A streamed CSV body: a header row, then each batch `rows` yields, quoted by csv-stringify (RFC 4180)
 * with every string cell neutralised. Back-pressure is the consumer's pull.
 */
export function csvStream<T extends Record<string, unknown>>(columns: { key: keyof T & string; header: string }[], rows: AsyncIterable<T[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const format = (records: unknown[][]) =>
    new Promise<string>((resolve, reject) =>
      stringify(records, { cast: { string: neutraliseCell, date: (d) => d.toISOString(), boolean: (b) => (b ? 'true' : 'false') } }, (error, out) => (error ? reject(error) : resolve(out))),
    );
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(await format([columns.map((c) => c.header)])));
          return;
        }
        const next = await iterator.next();
        if (next.done) return controller.close();
        if (next.value.length) controller.enqueue(encoder.encode(await format(next.value.map((row) => columns.map((c) => row[c.key] ?? '')))));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
