import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * postgres.js keeps its pool's connections in queues (src/queue.js). Unpatched, a queue that never empties
 * (a pool with at least one idle connection, i.e. any server that is not saturated) kept one dead slot
 * per query and searched all of them on each `remove`, so CPU per query grew with the queries served
 * since start-up. patches/postgres+3.4.9.patch (applied by `postinstall`) fixes it; these tests drive the
 * queue as the pool does and count the slots each `remove` searches.
 */
type Queue<T> = { readonly length: number; push(x: T): T; shift(): T; remove(x: T): T | null };
const modulePath = pathToFileURL(path.resolve('node_modules/postgres/src/queue.js')).href;
const { default: Queue } = (await import(modulePath)) as { default: <T>(initial?: T[]) => Queue<T> };

const nativeIndexOf = Array.prototype.indexOf;
afterEach(() => {
  Array.prototype.indexOf = nativeIndexOf;
});

/** Runs `fn`, returning the most slots one `indexOf` call searched meanwhile. */
function widestSearch(fn: () => void): number {
  let widest = 0;
  Array.prototype.indexOf = function (this: unknown[], ...args: [unknown, number?]) {
    widest = Math.max(widest, this.length - (args[1] ?? 0));
    return nativeIndexOf.apply(this, args);
  };
  try {
    fn();
  } finally {
    Array.prototype.indexOf = nativeIndexOf;
  }
  return widest;
}

describe('postgres.js pool queue (patched)', () => {
  it('searches a bounded number of slots however many queries a never-empty pool has served', () => {
    const idle = Queue(['a', 'b', 'c']);
    // The pool's move(): take an idle connection, remove it from the queue it is on (already gone), run, return it.
    const serve = (count: number) => {
      for (let i = 0; i < count; i++) {
        const connection = idle.shift();
        idle.remove(connection);
        idle.push(connection);
      }
    };
    serve(1_000);
    const early = widestSearch(() => serve(100));
    const late = widestSearch(() => serve(100_000));
    expect(late).toBeLessThanOrEqual(2 * (3 + 64));
    expect(late).toBeLessThanOrEqual(early + 64);
    expect(idle.length).toBe(3);
  });

  it('keeps first-in first-out order and removes a waiting element', () => {
    const queue = Queue<number>();
    for (let i = 0; i < 200; i++) queue.push(i);
    const taken = Array.from({ length: 150 }, () => queue.shift());
    expect(taken).toEqual(Array.from({ length: 150 }, (_, i) => i));
    expect(queue.remove(170)).toBe(170);
    expect(queue.remove(10)).toBeNull();
    expect(queue.length).toBe(49);
    const rest = Array.from({ length: 49 }, () => queue.shift());
    expect(rest).toEqual(Array.from({ length: 50 }, (_, i) => 150 + i).filter((n) => n !== 170));
    expect(queue.length).toBe(0);
  });
});
