import { describe, expect, it } from 'vitest';
import { withoutIdentifiers } from './without-identifiers';

describe('withoutIdentifiers', () => {
  it('blanks what could hold any run of digits and keeps every other text', () => {
    const row = {
      id: 6789,
      entityId: '16789',
      eventId: '0f6789ab-1234-4cde-8f00-123456789abc',
      processorReference: 'ch_51f08e706789927f33a82f',
      createdAt: '2026-11-28T14:41:47.678Z',
      pgText: '2026-11-28 14:41:47.6789+00',
      data: { amounts: [6789, 12.5], note: 'ssn ends 6789', last_four: '6789' },
    };
    const text = withoutIdentifiers(row);
    expect(text).toBe(
      '{"id":<number>,"entityId":"<id>","eventId":"<uuid>","processorReference":"<reference>","createdAt":"<timestamp>","pgText":"<timestamp>",' +
        '"data":{"amounts":[<number>,<number>],"note":"ssn ends 6789","last_four":"6789"}}',
    );
  });
});
