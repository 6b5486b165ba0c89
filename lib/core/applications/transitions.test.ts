import { describe, expect, it } from 'vitest';
import { applicationStates } from '@/db/schema/applications';
import { ConflictError } from '../errors';
import { APPLICATION_TRANSITIONS, nextApplicationState } from './transitions';

describe('the application transition table', () => {
  it('allows verify only from V, to A, and answers 409 from every other state', () => {
    expect(APPLICATION_TRANSITIONS.verify).toMatchObject({ from: ['V'], to: 'A', event: 'application.verified' });
    for (const state of applicationStates) {
      if (state === 'V') expect(nextApplicationState('verify', { stateCode: state })).toBe('A');
      else expect(() => nextApplicationState('verify', { stateCode: state })).toThrow(ConflictError);
    }
  });
});
