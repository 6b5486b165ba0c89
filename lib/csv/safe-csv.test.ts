import { describe, expect, it } from 'vitest';
import { csvStream, neutraliseCell } from './safe-csv';

async function* batches<T>(...lists: T[][]) {
  for (const list of lists) yield list;
}

describe('csvStream', () => {
  it('neutralises formula-looking cells and quotes the rest as RFC 4180', async () => {
    const body = csvStream(
      [
        { key: 'a', header: 'A' },
        { key: 'b', header: 'B' },
      ],
      batches([{ a: '=HYPERLINK("http://evil.test")', b: 1 }], [{ a: '+1', b: -5 }, { a: '-2', b: 'x' }], [{ a: '@SUM(A1)', b: '\tTab' }, { a: 'Smith, "Jo"\nnext', b: '\rCR' }]),
    );
    const text = await new Response(body).text();
    expect(text.split('\n').slice(0, 4)).toEqual(['A,B', `"'=HYPERLINK(""http://evil.test"")",1`, "'+1,-5", "'-2,x"]);
    expect(text).toContain("'@SUM(A1),'\tTab");
    expect(text).toContain('"Smith, ""Jo""\nnext"');
    expect(text).toContain(`"'\rCR"`);
  });

  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Jane Doe')).toBe('Jane Doe');
    expect(neutraliseCell('a=b')).toBe('a=b');
  });
});
