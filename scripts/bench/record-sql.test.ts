import { describe, expect, it } from 'vitest';
import { replayRows, type Sending, type Statement } from './record-sql';

const statements: Statement[] = ['lease', 'items', 'envelope', 'payments'].map((text) => ({ text, params: [] }));

/** Replays the statements with a driver that answers each after a tick, noting how many were in flight when each was sent. */
async function replay(sending: Sending) {
  let inFlight = 0;
  const sent: { text: string; inFlight: number }[] = [];
  const rows = await replayRows(statements, sending, async (s) => {
    sent.push({ text: s.text, inFlight: inFlight++ });
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    return [[s.text]];
  });
  return { rows, sent };
}

describe('replayRows', () => {
  it('sends in turn: each statement after the one before has answered', async () => {
    const { rows, sent } = await replay('in-turn');
    expect(sent.map((s) => s.inFlight)).toEqual([0, 0, 0, 0]);
    expect(rows).toEqual([[['lease']], [['items']], [['envelope']], [['payments']]]);
  });

  it('sends at once: every statement before any answer', async () => {
    const { rows, sent } = await replay('at-once');
    expect(sent.map((s) => s.inFlight)).toEqual([0, 1, 2, 3]);
    expect(rows).toEqual([[['lease']], [['items']], [['envelope']], [['payments']]]);
  });

  it('sends the first, then the rest at once, and answers in recorded order', async () => {
    const { rows, sent } = await replay('first-then-at-once');
    expect(sent).toEqual([
      { text: 'lease', inFlight: 0 },
      { text: 'items', inFlight: 0 },
      { text: 'envelope', inFlight: 1 },
      { text: 'payments', inFlight: 2 },
    ]);
    expect(rows).toEqual([[['lease']], [['items']], [['envelope']], [['payments']]]);
  });
});
