import { describe, expect, it } from 'vitest';
import { batchedConnections, batchedLookup, batchedTotals } from './batched.js';
import type { Executor } from './client.js';

const db = {} as Executor;
const otherDb = {} as Executor;
/** One turn of the event loop. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A lookup that records each batch it is asked for and finds every even key. */
function recorded(options?: { maxKeys?: number }) {
  const calls: { db: Executor; keys: number[]; group: string }[] = [];
  const lookup = batchedLookup<number, { id: number; group: string }>(
    'test-recorded',
    async (on, keys, group) => {
      calls.push({ db: on, keys, group });
      return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, { id: k, group }]));
    },
    options,
  );
  return { calls, lookup };
}

describe('batchedLookup', () => {
  it('answers the lookups of one turn with one load of their distinct keys, each with its own row', async () => {
    const { calls, lookup } = recorded();
    const answers = await Promise.all([lookup(db, 2), lookup(db, 4), lookup(db, 2), lookup(db, 3)]);
    expect(calls).toEqual([{ db, keys: [2, 4, 3], group: '' }]);
    expect(batchedTotals().get('test-recorded')).toEqual({ statements: 1, lookups: 4 });
    expect(answers).toEqual([{ id: 2, group: '' }, { id: 4, group: '' }, { id: 2, group: '' }, null]);
  });

  it('sends a later turn’s lookups as a new batch', async () => {
    const { calls, lookup } = recorded();
    await lookup(db, 2);
    await lookup(db, 4);
    expect(calls.map((c) => c.keys)).toEqual([[2], [4]]);
  });

  it('keeps groups and executors apart', async () => {
    const { calls, lookup } = recorded();
    const answers = await Promise.all([lookup(db, 2, 'monday'), lookup(db, 2, 'tuesday'), lookup(otherDb, 2, 'monday')]);
    expect(calls).toEqual([
      { db, keys: [2], group: 'monday' },
      { db, keys: [2], group: 'tuesday' },
      { db: otherDb, keys: [2], group: 'monday' },
    ]);
    expect(answers.map((a) => a?.group)).toEqual(['monday', 'tuesday', 'monday']);
  });

  it('sends a full batch at once and starts another', async () => {
    const { calls, lookup } = recorded({ maxKeys: 2 });
    const pending = [lookup(db, 2), lookup(db, 4)];
    // Sent on reaching two keys, before the turn ends.
    expect(calls.map((c) => c.keys)).toEqual([[2, 4]]);
    pending.push(lookup(db, 6), lookup(db, 8), lookup(db, 10));
    expect(await Promise.all(pending)).toEqual([2, 4, 6, 8, 10].map((id) => ({ id, group: '' })));
    expect(calls.map((c) => c.keys)).toEqual([[2, 4], [6, 8], [10]]);
  });

  it('fails every lookup of a batch whose load fails, and the next batch afresh', async () => {
    let fail = true;
    const lookup = batchedLookup<number, number>('test-failing', async (_db, keys) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k * 10]));
    });
    const failed = await Promise.allSettled([lookup(db, 1), lookup(db, 1), lookup(db, 2)]);
    expect(failed.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : r.status))).toEqual([
      'connection lost',
      'connection lost',
      'connection lost',
    ]);
    fail = false;
    expect(await Promise.all([lookup(db, 1), lookup(db, 2)])).toEqual([10, 20]);
  });

  it('holds the batches of later turns while its connections are busy, and sends them as one when one comes back', async () => {
    const pool = {} as Executor;
    batchedConnections(pool, 2);
    const calls: number[][] = [];
    const finish: (() => void)[] = [];
    const lookup = batchedLookup<number, number>('test-held', (_db, keys) => {
      calls.push(keys);
      return new Promise((resolve) => finish.push(() => resolve(new Map(keys.map((k) => [k, k * 10])))));
    });
    const answers = [lookup(pool, 1)];
    await turn();
    answers.push(lookup(pool, 2));
    await turn();
    // Two connections: both turns' statements are in flight; the next three turns wait, in one batch.
    expect(calls).toEqual([[1], [2]]);
    for (const key of [3, 4, 5]) {
      answers.push(lookup(pool, key));
      await turn();
    }
    expect(calls).toEqual([[1], [2]]);
    finish[0]?.();
    await turn();
    expect(calls).toEqual([[1], [2], [3, 4, 5]]);
    finish[1]?.();
    finish[2]?.();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
    expect(batchedTotals().get('test-held')).toEqual({ statements: 3, lookups: 5 });
    // Nothing in flight: a lone lookup goes with its turn.
    const lone = lookup(pool, 6);
    await turn();
    expect(calls.at(-1)).toEqual([6]);
    finish[3]?.();
    expect(await lone).toBe(60);
  });

  it('sends a held batch that fills up as soon as a connection is free, and starts another', async () => {
    const calls: number[][] = [];
    const finish: (() => void)[] = [];
    // A transaction or an executor not named: one connection.
    const lookup = batchedLookup<number, number>(
      'test-held-full',
      (_db, keys) => {
        calls.push(keys);
        return new Promise((resolve) => finish.push(() => resolve(new Map(keys.map((k) => [k, k])))));
      },
      { maxKeys: 2 },
    );
    const answers = [lookup(otherDb, 1)];
    await turn();
    answers.push(lookup(otherDb, 2), lookup(otherDb, 3), lookup(otherDb, 4));
    await turn();
    expect(calls).toEqual([[1]]);
    finish[0]?.();
    await turn();
    // [2, 3] was full and queued first; [4] after it.
    expect(calls).toEqual([[1], [2, 3]]);
    finish[1]?.();
    await turn();
    expect(calls).toEqual([[1], [2, 3], [4]]);
    finish[2]?.();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4]);
  });

  it('fails the batch of a load that throws before returning a promise, and keeps sending the next ones', async () => {
    let throwNow = true;
    const lookup = batchedLookup<number, number>('test-throws', (_db, keys) => {
      if (throwNow) throw new Error('bad key');
      return Promise.resolve(new Map(keys.map((k) => [k, k])));
    });
    // One connection: a place left taken would hold every later batch for ever.
    await expect(lookup(otherDb, 1)).rejects.toThrow('bad key');
    throwNow = false;
    expect(await Promise.all([lookup(otherDb, 2), lookup(otherDb, 3)])).toEqual([2, 3]);
  });
});
