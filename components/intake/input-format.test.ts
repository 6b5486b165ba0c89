import { describe, expect, it } from 'vitest';
import { formatDateTyping } from './input-format';

describe('formatDateTyping', () => {
  it('groups digits as MM/DD/YYYY while typing and keeps a pasted ISO date', () => {
    expect(formatDateTyping('0')).toBe('0');
    expect(formatDateTyping('050')).toBe('05/0');
    expect(formatDateTyping('05041990')).toBe('05/04/1990');
    expect(formatDateTyping('05/04/19901')).toBe('05/04/1990');
    expect(formatDateTyping('1990-05-04')).toBe('1990-05-04');
    expect(formatDateTyping('')).toBe('');
  });
});
